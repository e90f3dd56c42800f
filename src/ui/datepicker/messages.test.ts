import { describe, expect, it } from 'vitest';
import { testTexts } from '../../i18n/testing.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { locales, type Locale } from '../../routes.ts';
import { invalidDateMessage } from './messages.ts';
import { INVALID_DATE_REASONS, type PickerRules } from './rules.ts';

/** The texts as a page of the locale shows them. */
const textFor = (locale: Locale) => createTranslate(testTexts(locale), locale);

const rules: PickerRules = {
  minDate: '2025-05-14',
  maxDate: '2025-12-31',
  yearRange: [1900, 2030],
  minRangeDays: 2,
  maxRangeDays: 7,
  minTime: '08:00',
  maxTime: '18:00',
};

describe('datepicker texts', () => {
  it.each(locales)('explain every refusal reason in %s, with the limit filled in', (locale) => {
    const t = textFor(locale);
    const field = t('dates:fields.date');
    for (const reason of INVALID_DATE_REASONS) {
      const { key, values } = invalidDateMessage(reason, { rules, locale, pattern: 'P', field });
      const text = t(key, values);
      expect(text, reason).not.toBe(key);
      expect(text, reason).not.toMatch(/\{\{|undefined/);
    }
  });

  it('name the broken limit in the page format', () => {
    const message = (reason: (typeof INVALID_DATE_REASONS)[number], locale: Locale = 'de') => {
      const pattern = textFor(locale)('datepicker:pattern.date');
      const field = textFor(locale)('dates:fields.date');
      const { key, values } = invalidDateMessage(reason, { rules, locale, pattern, field });
      return textFor(locale)(key, values);
    };
    expect(message('before-min')).toBe('Bitte wählen Sie ein Datum ab dem 14.05.2025.');
    expect(message('range-too-long')).toBe('Der Zeitraum darf höchstens 7 Tage umfassen.');
    expect(message('time-after-max')).toBe('Bitte wählen Sie eine Uhrzeit bis 18:00 Uhr.');
    expect(message('year-range')).toBe('Bitte wählen Sie ein Datum zwischen 1900 und 2030.');
    expect(message('invalid-format')).toBe('Bitte geben Sie das Datum im Format TT.MM.JJJJ ein.');
    expect(message('after-max', 'en')).toBe('Please choose a date on or before 12/31/2025.');
    expect(message('before-min', 'tr')).toContain('14.05.2025');
    expect(message('not-real', 'en')).toBe('The date must be a real date.');
  });

  it('use the singular for a one-day limit', () => {
    const t = textFor('de');
    const { key, values } = invalidDateMessage('range-too-long', {
      rules: { maxRangeDays: 1 },
      locale: 'de',
      pattern: '',
      field: '',
    });
    expect(t(key, values)).toBe('Der Zeitraum darf höchstens 1 Tag umfassen.');
  });
});
