import { describe, expect, it } from 'vitest';
import {
  baseKey,
  leaves,
  overrideProblems,
  parityProblems,
  placeholderProblems,
  placeholders,
  undefinedKeyProblems,
  unusedKeyProblems,
  valueProblems,
  type TextFile,
} from './keyChecks.ts';

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

  it('folds brand and use-case variants into the key callers use', () => {
    expect(baseKey('offer.heading__aldi__Novum')).toBe('offer.heading');
    expect(baseKey('offer.heading__Novum')).toBe('offer.heading');
    expect(baseKey('offer.heading')).toBe('offer.heading');
  });

  it('folds i18next plural forms into the key callers use', () => {
    expect(baseKey('errors.tooShort_one')).toBe('errors.tooShort');
    expect(baseKey('errors.tooShort_other')).toBe('errors.tooShort');
    expect(baseKey('errors.tooShort__aldi_one')).toBe('errors.tooShort');
    expect(baseKey('errors.too_short')).toBe('errors.too_short');
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

describe('unusedKeyProblems', () => {
  const files = [
    file('de', 'common', { layout: { skip: 'S', gone: 'G' }, languages: { de: 'Deutsch' } }),
    file('en', 'common', { layout: { skip: 'S', gone: 'G' }, languages: { de: 'Deutsch' } }),
    file('de', 'ui', { button: { loading: 'L', loading__aldi: 'LA' }, old: 'O' }),
  ];
  const family = { file: 'src/Switcher.astro', prefix: 'languages.', keys: ['languages.de'] };

  it('names keys no literal and no dynamic family uses, once per key', () => {
    const sources = [
      { path: 'src/Layout.astro', text: "t('layout.skip'); t(`ui:button.loading`)" },
      { path: 'src/Switcher.astro', text: 't(`languages.${lng}`)' },
    ];
    expect(unusedKeyProblems(files, sources, [family])).toEqual([
      `locales/de/common.json, locales/en/common.json: "layout.gone" is unused (no literal 'layout.gone' in src/, no dynamic family)`,
      `locales/de/ui.json: "old" is unused (no literal 'ui:old' in src/, no dynamic family)`,
    ]);
  });

  it('needs the namespace prefix outside common and the full key inside quotes', () => {
    const sources = [
      { path: 'src/a.ts', text: "t('old'); t('layout.skip.more'); t(\"common:layout.gone\")" },
      { path: 'src/Switcher.astro', text: 't(`languages.${lng}`)' },
    ];
    const problems = unusedKeyProblems(files, sources, [family]);
    expect(problems.map((p) => p.split('"')[1])).toEqual(['layout.skip', 'button.loading', 'old']);
  });

  it('reports a family whose template is gone from its file, and stops counting its keys', () => {
    const sources = [
      { path: 'src/a.ts', text: "'layout.skip' 'layout.gone' 'ui:button.loading' 'ui:old'" },
    ];
    expect(unusedKeyProblems(files, sources, [family])).toEqual([
      'dynamic key family `languages.${…` is not in src/Switcher.astro',
      `locales/de/common.json, locales/en/common.json: "languages.de" is unused (no literal 'languages.de' in src/, no dynamic family)`,
    ]);
  });

  it('refuses family keys outside the template prefix', () => {
    const sources = [
      { path: 'src/a.ts', text: "'layout.skip' 'ui:button.loading'" },
      { path: 'src/Switcher.astro', text: 't(`languages.${lng}`)' },
    ];
    const wide = { ...family, keys: ['languages.de', 'layout.gone', 'ui:old'] };
    expect(unusedKeyProblems(files, sources, [wide])).toEqual([
      'dynamic key family `languages.${…` cannot produce "layout.gone"',
      'dynamic key family `languages.${…` cannot produce "ui:old"',
      `locales/de/common.json, locales/en/common.json: "layout.gone" is unused (no literal 'layout.gone' in src/, no dynamic family)`,
      `locales/de/ui.json: "old" is unused (no literal 'ui:old' in src/, no dynamic family)`,
    ]);
  });
});

describe('text groups', () => {
  const files = [
    file('de', 'ui', { failed: { headline: 'H', text: 'T', retry: 'R' }, other: 'O' }),
    file('de', 'summary', { failed: { headline: 'H', text: 'T' } }),
  ];
  const reader = { path: 'src/Failed.tsx', text: 't(`${texts}.headline`)' };
  const group = (name: string) => ({
    group: name,
    file: 'src/Failed.tsx',
    template: '`${texts}.',
    parts: ['headline', 'text', 'retry'],
  });

  it('count the parts of a group the code names as used', () => {
    const sources = [
      reader,
      { path: 'src/Screen.tsx', text: "failedTexts: 'ui:failed', 'ui:other'" },
    ];
    expect(unusedKeyProblems(files.slice(0, 1), sources, [], [group('ui:failed')])).toEqual([]);
    expect(undefinedKeyProblems(files, sources, 'de', [group('ui:failed')])).toEqual([]);
  });

  it('are stale when no code names the group or the reader is gone, and hide no text then', () => {
    const named = { path: 'src/Screen.tsx', text: "'ui:failed' 'ui:other'" };
    expect(unusedKeyProblems(files.slice(0, 1), [reader], [], [group('ui:failed')])).toEqual([
      "text group 'ui:failed' is named nowhere in src/",
      ...['headline', 'text', 'retry'].map(
        (part) =>
          `locales/de/ui.json: "failed.${part}" is unused (no literal 'ui:failed.${part}' in src/, no dynamic family)`,
      ),
      `locales/de/ui.json: "other" is unused (no literal 'ui:other' in src/, no dynamic family)`,
    ]);
    expect(unusedKeyProblems(files.slice(0, 1), [named], [], [group('ui:failed')])[0]).toBe(
      'text group reader `${texts}.…` is not in src/Failed.tsx',
    );
  });

  it('name a part the reference locale lacks, and a group literal nobody registered', () => {
    const sources = [reader, { path: 'src/Screen.tsx', text: "'summary:failed' 'ui:failed'" }];
    expect(undefinedKeyProblems(files, sources, 'de', [group('summary:failed')])).toEqual([
      "src/Screen.tsx: 'ui:failed' is not in locales/de/ui.json",
      "src/Failed.tsx: 'summary:failed.retry' of text group 'summary:failed' is not in locales/de/summary.json",
    ]);
  });
});

describe('undefinedKeyProblems', () => {
  it('names namespaced literals the reference locale lacks, allowing variants', () => {
    const files = [
      file('de', 'ui', { button: { loading: 'L', close__aldi: 'C' } }),
      file('de', 'common', { a: 'A' }),
      file('en', 'ui', { typo: 'T' }),
    ];
    const sources = [
      {
        path: 'src/Button.tsx',
        text: "t('ui:button.loading'); t(\"ui:button.close\"); t('ui:buton.loading'); t('ui:typo'); 'https://x'",
      },
    ];
    expect(undefinedKeyProblems(files, sources, 'de')).toEqual([
      "src/Button.tsx: 'ui:buton.loading' is not in locales/de/ui.json",
      "src/Button.tsx: 'ui:typo' is not in locales/de/ui.json",
    ]);
  });
});
