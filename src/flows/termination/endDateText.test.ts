import { describe, expect, it } from 'vitest';
import { testTexts } from '../../i18n/testing.ts';
import { createTranslate } from '../../i18n/translate.ts';
import type { Locale } from '../../routes.ts';
import { endDateText } from './endDateText.ts';

const textIn = (locale: Locale) => {
  const t = createTranslate(testTexts(locale, 'ayyildiz'), locale);
  return (end: Parameters<typeof endDateText>[2]) => endDateText(t, locale, end);
};

describe('the end of the contract on the receipt and in its PDF', () => {
  const de = textIn('de');

  it('is the date the API computed, said to be the earliest one when none was chosen', () => {
    expect(de({ effectiveDate: '2026-05-13' })).toBe('13. Mai 2026 (nächstmöglicher Zeitpunkt)');
    expect(de({ effectiveDate: '2026-06-30', requested: '2026-06-30' })).toBe('30. Juni 2026');
  });

  it('explains a chosen date too early with both dates', () => {
    expect(de({ effectiveDate: '2026-05-13', requested: '2026-03-31' })).toBe(
      '13. Mai 2026 (nächstmöglicher Zeitpunkt) – Sie hatten den 31. März 2026 gewünscht, so ' +
        'früh lassen Mindestlaufzeit und Kündigungsfrist Ihren Vertrag aber nicht enden.',
    );
  });

  it('says the date follows by e-mail when the API could not match the contract', () => {
    expect(de({})).toMatch(/^Zum nächstmöglichen Zeitpunkt\. .*per E-Mail/);
    expect(de({ requested: '2026-03-31' })).toMatch(/^Gewünscht zum 31\. März 2026\. .*E-Mail/);
  });

  it('reads in the page language', () => {
    expect(textIn('en')({ effectiveDate: '2026-05-13' })).toBe(
      'May 13, 2026 (earliest possible date)',
    );
    expect(textIn('tr')({ effectiveDate: '2026-05-13', requested: '2026-03-31' })).toMatch(
      /^13 Mayıs 2026 \(mümkün olan en erken tarih\) – 31 Mart 2026 tarihini istediniz/,
    );
  });
});
