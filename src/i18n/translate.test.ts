import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useCases } from '../api/contract/useCases.ts';
import { locales } from '../routes.ts';
import { createI18n, translate } from './i18nextReference.ts';
import { baseKey, leaves, placeholders } from './keyChecks.ts';
import { PLURAL_SUFFIX, type Resources } from './lookup.ts';
import { namespacesOf } from './namespaces.ts';
import { pageTexts } from './pageTexts.ts';
import { BRANDS_DIR, testResources } from './testing.ts';
import { createTranslate, qualifiedKey, useCaseVariants, type PageTexts } from './translate.ts';

const texts: PageTexts = {
  'common:greeting': 'Hallo {{name}}',
  'common:days_one': '{{count}} Tag',
  'common:days_other': '{{count}} Tage',
  'offer:intro': 'Ihr Angebot',
  'offer:intro__Novum': 'Ihr Novum-Angebot',
  'offer:intro__Novum_one': 'Ihr eines Novum-Angebot',
  'offer:intro.more__Novum': 'not a variant of offer:intro',
};

describe('createTranslate', () => {
  it('looks up `ns:key`, and `key` in the common namespace, filling in values', () => {
    const t = createTranslate(texts, 'de');
    expect(t('greeting', { name: 'Ayşe & <b>' })).toBe('Hallo Ayşe & <b>');
    expect(t('common:greeting', { name: 'Ali' })).toBe('Hallo Ali');
    expect(t('offer:intro')).toBe('Ihr Angebot');
    expect(qualifiedKey('greeting')).toBe('common:greeting');
  });

  it('picks the plural form of the page locale by count', () => {
    const t = createTranslate(texts, 'de');
    expect(t('days', { count: 1 })).toBe('1 Tag');
    expect(t('days', { count: 0 })).toBe('0 Tage');
    expect(t('days', { count: 2 })).toBe('2 Tage');
  });

  it('takes the use case variant first, the plain text where it has none', () => {
    const novum = createTranslate(texts, 'de', 'Novum');
    expect(novum('offer:intro')).toBe('Ihr Novum-Angebot');
    expect(novum('offer:intro', { count: 1 })).toBe('Ihr eines Novum-Angebot');
    expect(novum('greeting', { name: 'Ali' })).toBe('Hallo Ali');
    expect(createTranslate(texts, 'de', 'Standard')('offer:intro')).toBe('Ihr Angebot');
  });

  it('shows the key of a text that is missing, and leaves an unfilled placeholder', () => {
    const t = createTranslate(texts, 'en');
    expect(t('offer:missing.heading')).toBe('offer:missing.heading');
    expect(t('greeting')).toBe('Hallo {{name}}');
  });
});

describe('useCaseVariants', () => {
  it('lists the plain text and every use case variant of a key, not of keys below it', () => {
    expect(useCaseVariants(texts, 'offer:intro')).toEqual([
      { useCase: undefined, text: 'Ihr Angebot' },
      { useCase: 'Novum', text: 'Ihr Novum-Angebot' },
    ]);
    expect(useCaseVariants(texts, 'greeting')).toEqual([
      { useCase: undefined, text: 'Hallo {{name}}' },
    ]);
  });
});

/** Every key callers use, per namespace (variants and plural forms folded). */
function keysOf(resources: Resources): string[] {
  return namespacesOf(resources).flatMap((ns) => {
    const keys = new Set(
      locales.flatMap((locale) => [...leaves(resources[locale]?.[ns] ?? {}).keys()]).map(baseKey),
    );
    return [...keys].map((key) => `${ns}:${key}`);
  });
}

/** Every text of a key in any locale and variant: its placeholders, its plural forms. */
function textsOf(resources: Resources, key: string): string[] {
  const [ns = '', path = ''] = key.split(':');
  return locales.flatMap((locale) =>
    [...leaves(resources[locale]?.[ns] ?? {})]
      .filter(([leaf]) => baseKey(leaf) === path)
      .map(([leaf, text]) => (PLURAL_SUFFIX.test(leaf) ? `${text} {{count}}` : String(text))),
  );
}

/** Every placeholder filled; `count` as 0, 1 and 2 where a text counts. */
function valuesOf(resources: Resources, key: string): Record<string, string | number>[] {
  const names = [...new Set(textsOf(resources, key).flatMap(placeholders))];
  const filled = Object.fromEntries(names.map((name) => [name, `‹${name}›`]));
  return names.includes('count') ? [0, 1, 2].map((count) => ({ ...filled, count })) : [filled];
}

const brands = readdirSync(BRANDS_DIR);

describe('the texts of a page', () => {
  it.each(brands)(
    'read in the browser as i18next renders them, for %s in every locale and use case',
    (slug) => {
      const resources = testResources(slug);
      const keys = keysOf(resources).map((key) => ({ key, values: valuesOf(resources, key) }));
      const differences: string[] = [];
      for (const locale of locales) {
        const i18n = createI18n(locale, resources);
        const page = pageTexts(resources, locale, slug, namespacesOf(resources));
        for (const useCase of [undefined, ...useCases]) {
          const t = createTranslate(page, locale, useCase);
          for (const { key, values } of keys) {
            for (const value of values) {
              const want = translate(i18n, key, { slug, useCase }, value);
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
