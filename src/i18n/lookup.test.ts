import { describe, expect, it } from 'vitest';
import type { Locale } from '../routes.ts';
import {
  getText,
  interpolate,
  keyCandidates,
  resolveText,
  splitNamespace,
  type Resources,
} from './lookup.ts';

describe('keyCandidates', () => {
  it('tries slug plus use case, slug, use case, then the plain key (SPEC §9)', () => {
    expect(keyCandidates('heading', { slug: 'aldi', useCase: 'Novum' })).toEqual([
      'heading__aldi__Novum',
      'heading__aldi',
      'heading__Novum',
      'heading',
    ]);
  });

  it('leaves out the variants whose part is unknown', () => {
    expect(keyCandidates('heading', { slug: 'aldi' })).toEqual(['heading__aldi', 'heading']);
    expect(keyCandidates('heading', { useCase: 'Novum' })).toEqual(['heading__Novum', 'heading']);
    expect(keyCandidates('heading', {})).toEqual(['heading']);
  });
});

describe('splitNamespace', () => {
  it('reads `ns:key.path` and defaults to the common namespace', () => {
    expect(splitNamespace('screens:home.heading')).toEqual({ ns: 'screens', path: 'home.heading' });
    expect(splitNamespace('layout.skipToContent')).toEqual({
      ns: 'common',
      path: 'layout.skipToContent',
    });
  });
});

describe('getText', () => {
  const tree = { a: { b: 'text', c: { d: 'deep' } }, top: 'plain' };

  it('walks a dotted path to a string', () => {
    expect(getText(tree, 'a.b')).toBe('text');
    expect(getText(tree, 'a.c.d')).toBe('deep');
    expect(getText(tree, 'top')).toBe('plain');
  });

  it('finds nothing for a missing path, a path through a string or a path to an object', () => {
    expect(getText(tree, 'a.x')).toBeUndefined();
    expect(getText(tree, 'top.more')).toBeUndefined();
    expect(getText(tree, 'a')).toBeUndefined();
    expect(getText(undefined, 'a.b')).toBeUndefined();
  });
});

describe('resolveText', () => {
  const resources: Resources = {
    de: {
      common: {
        title: 'Titel',
        title__aldi: 'ALDI-Titel',
        title__aldi__Novum: 'ALDI-Novum-Titel',
        title__Novum: 'Novum-Titel',
        onlyGerman: 'Nur deutsch',
        brandOnlyGerman: 'Basis',
        brandOnlyGerman__aldi: 'ALDI-Basis',
      },
      screens: { home: { heading: 'Willkommen' } },
    },
    en: {
      common: {
        title: 'Title',
        title__Novum: 'Novum title',
        brandOnlyGerman: 'Base',
      },
      screens: { home: { heading: 'Welcome' } },
    },
  };
  const text = (locale: Locale, key: string, context = {}) =>
    resolveText(resources, locale, key, context)?.text;

  it('picks the most specific variant in the page locale', () => {
    expect(text('de', 'title', { slug: 'aldi', useCase: 'Novum' })).toBe('ALDI-Novum-Titel');
    expect(text('de', 'title', { slug: 'aldi', useCase: 'Standard' })).toBe('ALDI-Titel');
    expect(text('de', 'title', { slug: 'o2', useCase: 'Novum' })).toBe('Novum-Titel');
    expect(text('de', 'title', { slug: 'o2' })).toBe('Titel');
  });

  it('reads namespaced keys', () => {
    expect(text('en', 'screens:home.heading')).toBe('Welcome');
  });

  it('falls back to German only when no variant exists in the page locale', () => {
    expect(text('en', 'onlyGerman')).toBe('Nur deutsch');
    expect(resolveText(resources, 'en', 'onlyGerman')).toEqual({
      text: 'Nur deutsch',
      locale: 'de',
      key: 'common:onlyGerman',
    });
  });

  it('keeps an English plain text over a German brand override', () => {
    // The page locale is tried completely before the fallback locale.
    expect(text('en', 'brandOnlyGerman', { slug: 'aldi' })).toBe('Base');
    expect(text('en', 'title', { slug: 'aldi', useCase: 'Novum' })).toBe('Novum title');
  });

  it('reports which variant and locale it used', () => {
    expect(resolveText(resources, 'de', 'title', { slug: 'aldi' })).toEqual({
      text: 'ALDI-Titel',
      locale: 'de',
      key: 'common:title__aldi',
    });
  });

  it('finds nothing for an unknown key or namespace', () => {
    expect(resolveText(resources, 'en', 'nope')).toBeUndefined();
    expect(resolveText(resources, 'tr', 'other:title')).toBeUndefined();
  });

  it('uses German for a locale whose texts are not loaded', () => {
    expect(text('tr', 'title')).toBe('Titel');
  });
});

describe('interpolate', () => {
  it('fills `{{name}}` placeholders, with or without spaces', () => {
    expect(interpolate('Hotline: {{number}}', { number: '0800 1' })).toBe('Hotline: 0800 1');
    expect(interpolate('{{ a }} and {{b}}', { a: 1, b: 'two' })).toBe('1 and two');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(interpolate('Hello {{name}}')).toBe('Hello {{name}}');
  });

  it('inserts values as plain text, without re-reading placeholders in them', () => {
    expect(interpolate('{{a}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}');
    expect(interpolate('{{a}}', { a: '<b>$&</b>' })).toBe('<b>$&</b>');
  });
});
