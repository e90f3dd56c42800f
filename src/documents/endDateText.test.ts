import { describe, expect, it } from 'vitest';
import { testText, testTexts } from '../i18n/testing.ts';
import { createTranslate } from '../i18n/translate.ts';
import type { Locale } from '../routes.ts';
import { endDateText } from './endDateText.ts';

const textIn = (locale: Locale) => {
  const t = createTranslate(testTexts(locale, 'ayyildiz'), locale);
  return (end: Parameters<typeof endDateText>[2]) => endDateText(t, locale, end);
};

/** A receipt text of ayyildiz (which speaks de, en and tr) in `locale`. */
const text = (locale: Locale, key: string, values: Record<string, string>) =>
  testText(`termination:receipt.endDate.${key}`, { locale, slug: 'ayyildiz', values });

describe('the end of the contract on the receipt and in its PDF', () => {
  const de = textIn('de');

  it('is the date the API computed, said to be the earliest one when none was chosen', () => {
    expect(de({ effectiveDate: '2026-05-13' })).toBe(
      text('de', 'earliest', { date: '13. Mai 2026' }),
    );
    expect(de({ effectiveDate: '2026-06-30', requested: '2026-06-30' })).toBe('30. Juni 2026');
  });

  it('explains a chosen date too early with both dates', () => {
    expect(de({ effectiveDate: '2026-05-13', requested: '2026-03-31' })).toBe(
      text('de', 'moved', { date: '13. Mai 2026', requested: '31. März 2026' }),
    );
  });

  it('says the date follows by e-mail when the API could not match the contract', () => {
    expect(de({})).toBe(text('de', 'byMail', {}));
    expect(de({ requested: '2026-03-31' })).toBe(
      text('de', 'requestedByMail', { requested: '31. März 2026' }),
    );
  });

  it('reads in the page language', () => {
    expect(textIn('en')({ effectiveDate: '2026-05-13' })).toBe(
      text('en', 'earliest', { date: 'May 13, 2026' }),
    );
    expect(textIn('tr')({ effectiveDate: '2026-05-13', requested: '2026-03-31' })).toBe(
      text('tr', 'moved', { date: '13 Mayıs 2026', requested: '31 Mart 2026' }),
    );
  });
});
