import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveText } from './lookup.ts';
import { asBrandVariants, deepMerge, loadAllLocales, loadLocale, namespaces } from './resources.ts';

describe('asBrandVariants', () => {
  it('stores plain override keys as slug variants, at any depth', () => {
    expect(asBrandVariants({ title: 'T', offer: { heading: 'H' } }, 'aldi')).toEqual({
      title__aldi: 'T',
      offer: { heading__aldi: 'H' },
    });
  });

  it('puts the slug before a use-case suffix: `heading__Novum` becomes `heading__aldi__Novum`', () => {
    expect(asBrandVariants({ heading__Novum: 'N', heading__Standard: 'S' }, 'aldi')).toEqual({
      heading__aldi__Novum: 'N',
      heading__aldi__Standard: 'S',
    });
  });

  it('keeps an i18next plural suffix last', () => {
    expect(
      asBrandVariants({ days_one: 'D', days_other: 'Ds', days__Novum_other: 'N' }, 'aldi'),
    ).toEqual({ days__aldi_one: 'D', days__aldi_other: 'Ds', days__aldi__Novum_other: 'N' });
  });
});

describe('deepMerge', () => {
  it('adds the second tree to the first, merging nested objects key by key', () => {
    const base = { a: 'a', nested: { x: 'x', y: 'y' } };
    const extra = { b: 'b', nested: { y: 'Y', z: 'z' } };
    expect(deepMerge(base, extra)).toEqual({ a: 'a', b: 'b', nested: { x: 'x', y: 'Y', z: 'z' } });
  });

  it('leaves both inputs unchanged', () => {
    const base = { nested: { x: 'x' } };
    deepMerge(base, { nested: { z: 'z' } });
    expect(base).toEqual({ nested: { x: 'x' } });
  });
});

describe('loading locale files', () => {
  let root: string;
  const write = (path: string, data: unknown) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(data));
  };
  const brand = () => ({ slug: 'aldi', dir: join(root, 'brands/aldi') });
  const dir = () => join(root, 'locales');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'i18n-resources-'));
    for (const lng of ['de', 'en', 'tr']) {
      write(`locales/${lng}/common.json`, { layout: { title: `title-${lng}`, other: `o-${lng}` } });
      write(`locales/${lng}/screens.json`, { home: { heading: `home-${lng}` } });
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists the namespaces of the German folder', () => {
    write('locales/de/notes.txt', {});
    expect(namespaces(dir())).toEqual(['common', 'screens']);
  });

  it('reads every namespace of a locale', () => {
    expect(loadLocale('en', brand(), dir())).toEqual({
      common: { layout: { title: 'title-en', other: 'o-en' } },
      screens: { home: { heading: 'home-en' } },
    });
  });

  it('adds brand overrides as slug variants next to the base texts', () => {
    write('brands/aldi/locales/de/common.json', {
      layout: { title: 'ALDI-Titel', title__Novum: 'ALDI-Novum' },
    });
    const de = loadLocale('de', brand(), dir());
    expect(de['common']).toEqual({
      layout: {
        title: 'title-de',
        other: 'o-de',
        title__aldi: 'ALDI-Titel',
        title__aldi__Novum: 'ALDI-Novum',
      },
    });
    expect(resolveText({ de }, 'de', 'layout.title', { slug: 'aldi' })?.text).toBe('ALDI-Titel');
    expect(
      resolveText({ de }, 'de', 'layout.title', { slug: 'aldi', useCase: 'Novum' })?.text,
    ).toBe('ALDI-Novum');
  });

  it('applies an override only to its own locale', () => {
    write('brands/aldi/locales/de/common.json', { layout: { title: 'ALDI-Titel' } });
    const all = loadAllLocales(brand(), dir());
    expect(Object.keys(all)).toEqual(['de', 'en', 'tr']);
    expect(all.en['common']).toEqual({ layout: { title: 'title-en', other: 'o-en' } });
  });

  it('gives an empty namespace when a locale lacks the file', () => {
    rmSync(join(root, 'locales/tr/screens.json'));
    expect(loadLocale('tr', brand(), dir())['screens']).toEqual({});
  });

  it('names the broken file when a JSON file cannot be parsed', () => {
    writeFileSync(join(root, 'locales/en/screens.json'), '{ "home": ');
    expect(() => loadLocale('en', brand(), dir())).toThrow(/locales\/en\/screens\.json: /);
  });
});
