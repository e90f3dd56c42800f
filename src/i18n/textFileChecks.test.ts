import { describe, expect, it } from 'vitest';
import {
  leaves,
  overrideProblems,
  parityProblems,
  placeholderProblems,
  placeholders,
  quoteProblems,
  valueProblems,
  type TextFile,
} from './textFileChecks.ts';

const file = (locale: string, ns: string, texts: unknown, dir = 'locales'): TextFile => ({
  path: `${dir}/${locale}/${ns}.json`,
  locale,
  ns,
  texts,
});

describe('helpers', () => {
  it('lists leaf keys as dotted paths', () => {
    expect([...leaves({ a: { b: 'x', c: { d: 'y' } }, e: 'z' }).keys()]).toEqual([
      'a.b',
      'a.c.d',
      'e',
    ]);
  });

  it('reads placeholder names, with spaces or formats', () => {
    expect(placeholders('{{b}} {{ a }} {{b}} {{price, currency}}')).toEqual(['a', 'b', 'price']);
    expect(placeholders('none')).toEqual([]);
  });
});

describe('valueProblems', () => {
  it('names empty texts and values that are not strings', () => {
    const files = [
      file('de', 'ui', { ok: 'Text', empty: ' ', n: 3, list: ['a'] }),
      file('en', 'ui', []),
    ];
    expect(valueProblems(files)).toEqual([
      'locales/de/ui.json: "empty" must be a non-empty string',
      'locales/de/ui.json: "n" must be a non-empty string',
      'locales/de/ui.json: "list" must be a non-empty string',
      'locales/en/ui.json: must hold a JSON object of texts',
    ]);
  });
});

describe('quoteProblems', () => {
  it('names a text quoting in another language’s marks or leaving a mark unpaired', () => {
    const files = [
      file('de', 'ui', { ok: 'Mit „Weiter“ geht es weiter.' }),
      file('tr', 'ui', { ok: '“Devam” ile', german: '„Devam“ ile', mixed: '“Devam“ ile' }),
    ];
    expect(quoteProblems(files)).toEqual([
      'locales/tr/ui.json: "german" has „ where tr writes “',
      'locales/tr/ui.json: "mixed" has “ where tr writes ”',
    ]);
  });
});

describe('parityProblems', () => {
  it('names each file and key that another locale has', () => {
    const files = [
      file('de', 'ui', { a: 'A', nested: { b: 'B' } }),
      file('en', 'ui', { a: 'A', extra: 'E' }),
      file('tr', 'ui', { a: 'A', nested: { b: 'B' }, extra: 'E' }),
    ];
    expect(parityProblems(files, ['de', 'en', 'tr'])).toEqual([
      'locales/de/ui.json: missing key "extra" (present in en, tr)',
      'locales/en/ui.json: missing key "nested.b" (present in de, tr)',
    ]);
  });

  it('names a namespace file missing in a locale', () => {
    const files = [file('de', 'dates', { a: 'A' }), file('en', 'dates', { a: 'A' })];
    expect(parityProblems(files, ['de', 'en', 'tr'])).toEqual([
      'locales/tr/dates.json: file is missing (locales/de/dates.json, locales/en/dates.json exists)',
    ]);
  });

  it('passes identical key sets', () => {
    const files = ['de', 'en', 'tr'].map((l) => file(l, 'ui', { a: 'A', b: { c: 'C' } }));
    expect(parityProblems(files, ['de', 'en', 'tr'])).toEqual([]);
  });
});

describe('placeholderProblems', () => {
  it('names a translation that drops, renames or adds a placeholder', () => {
    const files = [
      file('de', 'common', { hotline: 'Hotline: {{number}}', hi: 'Hallo {{name}}', ok: '{{a}}' }),
      file('en', 'common', { hotline: 'Hotline', hi: 'Hi {{nme}}', ok: '{{ a }}' }),
      file('tr', 'common', { hotline: '{{number}} {{extra}}', hi: 'Merhaba {{name}}' }),
    ];
    expect(placeholderProblems(files, 'de')).toEqual([
      'locales/en/common.json: "hotline" has placeholders none, locales/de/common.json has {{number}}',
      'locales/en/common.json: "hi" has placeholders {{nme}}, locales/de/common.json has {{name}}',
      'locales/tr/common.json: "hotline" has placeholders {{extra}}, {{number}}, locales/de/common.json has {{number}}',
    ]);
  });
});

describe('overrideProblems', () => {
  const base = [file('de', 'screens', { offer: { heading: 'Angebot für {{name}}' } })];

  it('accepts overrides of plural forms, also per use case', () => {
    const plurals = [file('de', 'ui', { days_one: '{{count}} Tag', days_other: '{{count}} Tage' })];
    const brand = file(
      'de',
      'ui',
      { days_one: 'ein Tag', days__Novum_other: '{{count}} Novum-Tage' },
      'brands/aldi/locales',
    );
    expect(overrideProblems(plurals, [brand])).toEqual([]);
  });

  it('accepts overrides of existing keys, also per use case', () => {
    const brand = file(
      'de',
      'screens',
      { offer: { heading: 'A', heading__Novum: 'N {{name}}' } },
      'brands/aldi/locales',
    );
    expect(overrideProblems(base, [brand])).toEqual([]);
  });

  it('names keys, namespaces and placeholders the base does not have', () => {
    const overrides = [
      file(
        'de',
        'screens',
        { offer: { title: 'T', heading__aldi: 'X', heading: '{{price}}' } },
        'brands/aldi/locales',
      ),
      file('de', 'extra', { a: 'A' }, 'brands/aldi/locales'),
      file('en', 'screens', { offer: { heading: 'A' } }, 'brands/aldi/locales'),
    ];
    expect(overrideProblems(base, overrides)).toEqual([
      'brands/aldi/locales/de/screens.json: "offer.title" overrides "offer.title", not in locales/de/screens.json',
      'brands/aldi/locales/de/screens.json: "offer.heading__aldi" overrides "offer.heading__aldi", not in locales/de/screens.json',
      'brands/aldi/locales/de/screens.json: "offer.heading" uses {{price}}, which locales/de/screens.json does not fill',
      'brands/aldi/locales/de/extra.json: overrides locales/de/extra.json, which does not exist',
      'brands/aldi/locales/en/screens.json: overrides locales/en/screens.json, which does not exist',
    ]);
  });
});
