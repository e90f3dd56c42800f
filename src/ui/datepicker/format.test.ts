import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatRange,
  isDateShaped,
  parseDate,
  parseDateTime,
  parseRange,
} from './format.ts';

const parsers = { date: parseDate, dateTime: parseDateTime };

describe('parseDate and parseDateTime', () => {
  it.each<[keyof typeof parsers, string, 'de' | 'en' | 'tr', string | null]>([
    // The locale's order.
    ['date', '17.05.2025', 'de', '2025-05-17'],
    ['date', '05/17/2025', 'en', '2025-05-17'],
    ['date', '17.05.2025', 'tr', '2025-05-17'],
    // One-digit days and months, spaces, eight digits in a row.
    ['date', ' 3.6.2025 ', 'de', '2025-06-03'],
    ['date', '3. 6. 2025', 'de', '2025-06-03'],
    ['date', '03062025', 'de', '2025-06-03'],
    ['date', '06032025', 'en', '2025-06-03'],
    // Days that do not exist.
    ['date', '31.02.2025', 'de', null],
    ['date', '13/01/2025', 'en', null],
    // Two-digit years, missing parts, other text.
    ['date', '17.05.25', 'de', null],
    ['date', '17.05.', 'de', null],
    ['date', '2025-05-17', 'de', null],
    ['date', 'morgen', 'de', null],
    ['date', '', 'de', null],
    // A date and time: the date, then the time.
    ['dateTime', '16.05.2025 09:30', 'de', '2025-05-16 09:30'],
    ['dateTime', '16.05.2025, 9:30', 'de', '2025-05-16 09:30'],
    ['dateTime', '05/16/2025 18:00', 'en', '2025-05-16 18:00'],
    // Impossible times.
    ['dateTime', '16.05.2025 24:00', 'de', null],
    ['dateTime', '16.05.2025 12:60', 'de', null],
    // Only one of the parts, or a day that does not exist.
    ['dateTime', '16.05.2025', 'de', null],
    ['dateTime', '09:30', 'de', null],
    ['dateTime', '31.02.2025 09:30', 'de', null],
  ])('%s: reads %j in %s as %s', (parser, typed, locale, iso) => {
    expect(parsers[parser](typed, locale)).toBe(iso);
  });
});

describe('formatDate', () => {
  it('writes DD.MM.YYYY in German and Turkish, MM/DD/YYYY in English', () => {
    expect(formatDate('2025-05-07', 'de')).toBe('07.05.2025');
    expect(formatDate('2025-05-07', 'tr')).toBe('07.05.2025');
    expect(formatDate('2025-05-07', 'en')).toBe('05/07/2025');
  });

  it('writes ranges with an en dash and date-times with the time after the date', () => {
    expect(formatRange(['2025-05-05', '2025-05-11'], 'de')).toBe('05.05.2025 – 11.05.2025');
    expect(formatRange(['2025-05-05', null], 'de')).toBe('05.05.2025');
    expect(formatRange([null, null], 'de')).toBe('');
    expect(formatDateTime('2025-05-16 09:30', 'en')).toBe('05/16/2025 09:30');
  });
});

describe('parseRange', () => {
  it('reads two dates joined by an en dash or a hyphen', () => {
    const expected = { kind: 'range', range: ['2025-05-05', '2025-05-11'] };
    expect(parseRange('05.05.2025 – 11.05.2025', 'de')).toEqual(expected);
    expect(parseRange('5.5.2025-11.5.2025', 'de')).toEqual(expected);
  });

  it('puts the ends in calendar order', () => {
    expect(parseRange('11.05.2025 - 05.05.2025', 'de')).toEqual({
      kind: 'range',
      range: ['2025-05-05', '2025-05-11'],
    });
  });

  it('calls a single date incomplete and anything unreadable null', () => {
    expect(parseRange('05.05.2025 –', 'de')).toEqual({ kind: 'incomplete' });
    expect(parseRange('05.05.2025 – 31.02.2025', 'de')).toBeNull();
    expect(parseRange('bald', 'de')).toBeNull();
  });
});

describe('isDateShaped', () => {
  it('tells a date typed in the format that does not exist from another format', () => {
    expect(isDateShaped('31.02.2027', 'de')).toBe(true);
    expect(isDateShaped('31 / 2 / 2027', 'tr')).toBe(true);
    expect(isDateShaped('02/31/2027', 'en')).toBe(true);
    expect(isDateShaped('31022027', 'de')).toBe(true);
    expect(isDateShaped('2027-02-31', 'de')).toBe(false);
    expect(isDateShaped('31.02.27', 'de')).toBe(false);
    expect(isDateShaped('morgen', 'de')).toBe(false);
  });
});
