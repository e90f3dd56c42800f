import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAllLocales, loadLocale, namespaces } from './resources.ts';

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

  it('adds a brand’s override of a namespace beside it, as it is written', () => {
    write('brands/aldi/locales/de/common.json', {
      layout: { title: 'ALDI-Titel', title__Novum: 'ALDI-Novum' },
    });
    const de = loadLocale('de', brand(), dir());
    expect(de['common']).toEqual({ layout: { title: 'title-de', other: 'o-de' } });
    expect(de['brand/common']).toEqual({
      layout: { title: 'ALDI-Titel', title__Novum: 'ALDI-Novum' },
    });
    expect(de).not.toHaveProperty('brand/screens');
  });

  it('applies an override only to its own locale, and none without a brand', () => {
    write('brands/aldi/locales/de/common.json', { layout: { title: 'ALDI-Titel' } });
    const all = loadAllLocales(brand(), dir());
    expect(Object.keys(all)).toEqual(['de', 'en', 'tr']);
    expect(Object.keys(all.en ?? {})).toEqual(['common', 'screens']);
    expect(Object.keys(loadAllLocales(undefined, dir()).de ?? {})).toEqual(['common', 'screens']);
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
