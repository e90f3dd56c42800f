import { describe, expect, it } from 'vitest';
import { nationalityOptions } from './nationalityOptions.ts';
import { matchingOptions } from './nationalityRanking.ts';

const list = [
  { code: 'TR', name: { de: 'Türkei', en: 'Türkiye', tr: 'Türkiye' } },
  { code: 'AT', name: { de: 'Österreich', en: 'Austria', tr: 'Avusturya' } },
  { code: 'DE', name: { de: 'Deutschland', en: 'Germany', tr: 'Almanya' } },
  { code: 'AF', name: { de: 'Afghanistan', en: 'Afghanistan', tr: 'Afganistan' } },
];

describe('nationality options', () => {
  it('puts the likely ones first and sorts the rest by name in the page language', () => {
    expect(nationalityOptions(list, 'de', ['DE']).map((o) => o.label)).toEqual([
      'Deutschland',
      'Afghanistan',
      'Österreich',
      'Türkei',
    ]);
    expect(nationalityOptions(list, 'en', ['DE'])).toEqual([
      { value: 'DE', label: 'Germany', likely: 0 },
      { value: 'AF', label: 'Afghanistan' },
      { value: 'AT', label: 'Austria' },
      { value: 'TR', label: 'Türkiye' },
    ]);
    expect(nationalityOptions(list, 'tr', ['DE']).map((o) => o.value)).toEqual([
      'DE',
      'AF',
      'AT',
      'TR',
    ]);
    expect(nationalityOptions(list, 'tr', ['TR', 'DE']).map((o) => o.value)).toEqual([
      'TR',
      'DE',
      'AF',
      'AT',
    ]);
  });

  it('finds a name typed without its accents, in any case, in every language', () => {
    const found = (locale: 'de' | 'en' | 'tr', search: string) =>
      matchingOptions(nationalityOptions(list, locale, ['DE']), search).map((o) => o.value);
    expect(found('en', 'tur')).toEqual(['TR']);
    expect(found('de', 'TÜR')).toEqual(['TR']);
    expect(found('de', 'osterr')).toEqual(['AT']);
    expect(found('tr', 'AFGANİSTAN')).toEqual(['AF']);
    expect(found('tr', 'afganıstan')).toEqual(['AF']);
    expect(found('de', '')).toEqual(['DE', 'AF', 'AT', 'TR']);
    expect(found('de', 'xyz')).toEqual([]);
  });
});
