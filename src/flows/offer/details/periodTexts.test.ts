import { describe, expect, it } from 'vitest';
import type { PriceEntry } from '../../../api/contract/price.ts';
import { testTexts } from '../../../i18n/testing.ts';
import { createTranslate } from '../../../i18n/translate.ts';
import type { Locale } from '../../../routes.ts';
import { entryAmount, entryDuration, phaseLabel } from './priceText.ts';

/**
 * The period of a price in the words of each language, with the texts the pages carry:
 * a four-week price is never called monthly, a one-off price never recurring.
 */
const t = (locale: Locale) => createTranslate(testTexts(locale, 'aldi'), locale);

const monthly: PriceEntry = { type: 'monthly', amount: 9.99, kind: 'charge' };
const fourWeekly: PriceEntry = { ...monthly, cycle: 'fourWeeks' };
const once: PriceEntry = { type: 'once', amount: 39.99, kind: 'connectionfee' };

const expected = {
  de: {
    month: '9,99 € monatlich',
    fourWeeks: '9,99 € alle 4 Wochen',
    once: '39,99 € einmalig',
    totalFourWeeks: 'Alle 4 Wochen gesamt',
    forPeriods: 'für 12 Zeiträume von je 4 Wochen',
  },
  en: {
    month: '9,99 € per month',
    fourWeeks: '9,99 € every 4 weeks',
    once: '39,99 € one-off',
    totalFourWeeks: 'Total every 4 weeks',
    forPeriods: 'for 12 4-week periods',
  },
  tr: {
    month: 'aylık 9,99 €',
    fourWeeks: '4 haftada bir 9,99 €',
    once: 'tek seferlik 39,99 €',
    totalFourWeeks: '4 haftalık toplam',
    forPeriods: '12 adet 4 haftalık dönem boyunca',
  },
} satisfies Record<Locale, Record<string, string>>;

/** The text as read, with the non-breaking space between amount and currency as a space. */
const plain = (text: string | undefined) => text?.replace(/\u00a0/g, ' ');

describe.each(['de', 'en', 'tr'] as const)('price periods in %s', (locale) => {
  const words = expected[locale];

  it('names the period of each price as it is billed', () => {
    expect(plain(entryAmount(t(locale), monthly))).toBe(words.month);
    expect(plain(entryAmount(t(locale), fourWeekly))).toBe(words.fourWeeks);
    expect(plain(entryAmount(t(locale), once))).toBe(words.once);
  });

  it('calls a four-week total by its period, never monthly', () => {
    expect(phaseLabel(t(locale), { from: 1 }, 1, 'fourWeeks')).toBe(words.totalFourWeeks);
  });

  it('counts the periods of a limited price in the period billed', () => {
    expect(entryDuration(t(locale), { ...fourWeekly, months: 12 })).toBe(words.forPeriods);
  });
});
