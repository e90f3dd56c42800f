import { describe, expect, it } from 'vitest';
import { useCases } from '../api/contract/useCases.ts';
import { locales, type Locale } from '../routes.ts';
import { findBrand, loadBrands } from '../brand/registry.ts';
import type { TextKey } from './keys.ts';
import { loadAllLocales, namespaces } from './resources.ts';
import { placeholders } from './textFileChecks.ts';
import { testSystem } from './testing.ts';
import {
  createTranslate,
  qualifiedKey,
  useCaseVariants,
  type PageTexts,
  type TextValues,
} from './translate.ts';
import { baseKey, PLURAL_SUFFIX, type Resources } from './translationSystem.ts';

const texts: PageTexts = {
  'common:greeting': 'Hallo {{name}}',
  'common:days_one': '{{count}} Tag',
  'common:days_other': '{{count}} Tage',
  'offer:intro': 'Ihr Angebot',
  'offer:intro__Novum': 'Ihr Novum-Angebot',
  'offer:intro__Novum_one': 'Ihr eines Novum-Angebot',
  'offer:intro.more__Novum': 'not a variant of offer:intro',
};

/** `t` over the made-up texts above, whose keys the site's key type does not know. */
const lookup = (locale: Locale, useCase?: string) =>
  createTranslate(texts, locale, useCase) as (key: string, values?: TextValues) => string;

describe('createTranslate', () => {
  it('looks up `ns:key`, and `key` in the common namespace, filling in values', () => {
    const t = lookup('de');
    expect(t('greeting', { name: 'Ayşe & <b>' })).toBe('Hallo Ayşe & <b>');
    expect(t('common:greeting', { name: 'Ali' })).toBe('Hallo Ali');
    expect(t('offer:intro')).toBe('Ihr Angebot');
    expect(qualifiedKey('greeting')).toBe('common:greeting');
  });

  it('picks the plural form of the page locale by count', () => {
    const t = lookup('de');
    expect(t('days', { count: 1 })).toBe('1 Tag');
    expect(t('days', { count: 0 })).toBe('0 Tage');
    expect(t('days', { count: 2 })).toBe('2 Tage');
  });

  it('takes the use case variant first, the plain text where it has none', () => {
    const novum = lookup('de', 'Novum');
    expect(novum('offer:intro')).toBe('Ihr Novum-Angebot');
    expect(novum('offer:intro', { count: 1 })).toBe('Ihr eines Novum-Angebot');
    expect(novum('greeting', { name: 'Ali' })).toBe('Hallo Ali');
    expect(lookup('de', 'Standard')('offer:intro')).toBe('Ihr Angebot');
  });

  it('shows the key of a text that is missing, and leaves an unfilled placeholder', () => {
    const t = lookup('en');
    expect(t('offer:missing.heading')).toBe('offer:missing.heading');
    expect(t('greeting')).toBe('Hallo {{name}}');
  });
});

describe('useCaseVariants', () => {
  it('lists the plain text and every use case variant of a key, not of keys below it', () => {
    expect(useCaseVariants(texts, 'offer:intro' as TextKey)).toEqual([
      { useCase: undefined, text: 'Ihr Angebot' },
      { useCase: 'Novum', text: 'Ihr Novum-Angebot' },
    ]);
    expect(useCaseVariants(texts, 'greeting' as TextKey)).toEqual([
      { useCase: undefined, text: 'Hallo {{name}}' },
    ]);
  });
});

/** Every key of the base files with the texts it has in any locale (plural forms marked). */
function keysOf(resources: Resources): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const locale of locales) {
    for (const [ns, tree] of Object.entries(resources[locale] ?? {})) {
      const base = ns.replace(/^brand\//, '');
      const flat = (t: typeof tree, prefix = ''): [string, string][] =>
        Object.entries(t).flatMap(([k, v]) =>
          typeof v === 'string' ? [[`${prefix}${k}`, v]] : flat(v, `${prefix}${k}.`),
        );
      for (const [leaf, text] of flat(tree)) {
        const key = `${base}:${baseKey(leaf)}`;
        const counted = PLURAL_SUFFIX.test(leaf) ? `${text} {{count}}` : text;
        keys.set(key, [...(keys.get(key) ?? []), counted]);
      }
    }
  }
  return keys;
}

/** Every placeholder filled; `count` as 0, 1 and 2 where a text counts. */
function valuesOf(texts: readonly string[]): TextValues[] {
  const names = [...new Set(texts.flatMap(placeholders))];
  const filled = Object.fromEntries(names.map((name) => [name, `‹${name}›`]));
  return names.includes('count') ? [0, 1, 2].map((count) => ({ ...filled, count })) : [filled];
}

describe('the texts of a page', () => {
  it.each(loadBrands().map((brand) => brand.slug))(
    'read in the browser as the translation system renders them, for %s in every locale and use case',
    (slug) => {
      const system = testSystem(slug);
      const keys = [...keysOf(loadAllLocales(findBrand(slug)))].map(([key, texts]) => ({
        key: key as TextKey,
        values: valuesOf(texts),
      }));
      const differences: string[] = [];
      for (const locale of locales) {
        const page = system.pageTexts(locale, namespaces());
        for (const useCase of [undefined, ...useCases]) {
          const t = createTranslate(page, locale, useCase);
          for (const { key, values } of keys) {
            for (const value of values) {
              const want = system.t(locale, key, value, useCase);
              const have = t(key, value);
              if (have !== want)
                differences.push(
                  `${locale} ${useCase ?? '-'} ${key} ${JSON.stringify(value)}: ${have} ≠ ${want}`,
                );
            }
          }
        }
      }
      expect(keys.length).toBeGreaterThan(500);
      expect(differences).toEqual([]);
    },
  );
});
