import { describe, expect, it } from 'vitest';
import { nationalities } from '../../../../sandbox/modules/lists.ts';
import type { Locale } from '../../../routes.ts';
import { nationalityOptions } from './nationalityOptions.ts';
import { matchingOptions } from './nationalityRanking.ts';

/** The likely nationalities of AY YILDIZ's and every other brand's `brand.json`. */
const ayYildiz = ['TR', 'DE'];
const otherBrand = ['DE'];

/** The first names the list offers for what was typed, from the full list as the API gives it. */
const firstFound = (locale: Locale, likely: string[], search: string, count: number) =>
  matchingOptions(nationalityOptions(nationalities, locale, likely), search)
    .slice(0, count)
    .map((option) => option.label);

type Row = [likely: string[], search: string, first: string[]];

/** Per language: what is typed, on which brand, and the names offered first, in order. */
const table: Record<Locale, Row[]> = {
  tr: [
    [ayYildiz, '', ['Türkiye', 'Almanya', 'ABD']],
    [otherBrand, '', ['Almanya', 'ABD']],
    [otherBrand, 'Tür', ['Türkiye', 'Türkmenistan', 'Turks ve Caicos Adaları', 'Avusturya']],
    [otherBrand, 'Türk', ['Türkiye', 'Türkmenistan', 'Turks ve Caicos Adaları']],
    [otherBrand, 'turk', ['Türkiye', 'Türkmenistan', 'Turks ve Caicos Adaları']],
    [ayYildiz, 'T', ['Türkiye', 'Tacikistan']],
    [otherBrand, 'al', ['Almanya', 'Åland Adaları']],
    [otherBrand, 'avus', ['Avustralya', 'Avusturya']],
  ],
  de: [
    [ayYildiz, '', ['Türkei', 'Deutschland', 'Afghanistan']],
    [otherBrand, '', ['Deutschland', 'Afghanistan']],
    [otherBrand, 'Tür', ['Türkei', 'Turkmenistan', 'Turks- und Caicosinseln']],
    [otherBrand, 'turk', ['Türkei', 'Turkmenistan']],
    [ayYildiz, 'T', ['Türkei', 'Deutschland', 'Tadschikistan']],
    [otherBrand, 'e', ['Deutschland', 'Ecuador']],
    [otherBrand, 'kongo', ['Kongo', 'Republik Kongo']],
    [otherBrand, 'osterr', ['Österreich']],
  ],
  en: [
    [ayYildiz, '', ['Türkiye', 'Germany', 'Afghanistan']],
    [otherBrand, '', ['Germany', 'Afghanistan']],
    [otherBrand, 'Tür', ['Türkiye', 'Turkmenistan', 'Turks and Caicos Islands']],
    [ayYildiz, 'tur', ['Türkiye', 'Turkmenistan']],
    [otherBrand, 'ger', ['Germany', 'Algeria', 'Niger', 'Nigeria']],
    [otherBrand, 'united', ['United Arab Emirates', 'United Kingdom']],
  ],
};

describe('nationality ranking', () => {
  for (const [locale, rows] of Object.entries(table) as [Locale, Row[]][])
    describe(`in ${locale}`, () => {
      it.each(rows)('likely %j, typed %j: %j first', (likely, search, first) => {
        expect(firstFound(locale, likely, search, first.length)).toEqual(first);
      });
    });

  it('"Tür" offers Türkiye first in every language, on every brand', () => {
    for (const locale of ['de', 'en', 'tr'] as const)
      for (const likely of [ayYildiz, otherBrand])
        expect(
          matchingOptions(nationalityOptions(nationalities, locale, likely), 'Tür')[0]?.value,
        ).toBe('TR');
  });

  it('finds nothing for a name that is not there, everything for nothing typed', () => {
    const options = nationalityOptions(nationalities, 'de', otherBrand);
    expect(matchingOptions(options, 'xyz')).toEqual([]);
    expect(matchingOptions(options, '  ')).toHaveLength(options.length);
  });
});
