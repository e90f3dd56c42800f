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

describe('parseDate', () => {
  it('reads the locale order', () => {
    expect(parseDate('17.05.2025', 'de')).toBe('2025-05-17');
    expect(parseDate('05/17/2025', 'en')).toBe('2025-05-17');
    expect(parseDate('17.05.2025', 'tr')).toBe('2025-05-17');
  });

  it('accepts one-digit days and months, spaces and eight digits in a row', () => {
    expect(parseDate(' 3.6.2025 ', 'de')).toBe('2025-06-03');
    expect(parseDate('3. 6. 2025', 'de')).toBe('2025-06-03');
    expect(parseDate('03062025', 'de')).toBe('2025-06-03');
    expect(parseDate('06032025', 'en')).toBe('2025-06-03');
  });

  it('refuses days that do not exist', () => {
    expect(parseDate('31.02.2025', 'de')).toBeNull();
    expect(parseDate('13/01/2025', 'en')).toBeNull();
  });

  it('refuses two-digit years, missing parts and other text', () => {
    expect(parseDate('17.05.25', 'de')).toBeNull();
    expect(parseDate('17.05.', 'de')).toBeNull();
    expect(parseDate('2025-05-17', 'de')).toBeNull();
    expect(parseDate('morgen', 'de')).toBeNull();
    expect(parseDate('', 'de')).toBeNull();
  });
});

describe('parseDateTime', () => {
  it('reads a date followed by a time', () => {
    expect(parseDateTime('16.05.2025 09:30', 'de')).toBe('2025-05-16 09:30');
    expect(parseDateTime('16.05.2025, 9:30', 'de')).toBe('2025-05-16 09:30');
    expect(parseDateTime('05/16/2025 18:00', 'en')).toBe('2025-05-16 18:00');
  });

  it('refuses impossible times', () => {
    expect(parseDateTime('16.05.2025 24:00', 'de')).toBeNull();
    expect(parseDateTime('16.05.2025 12:60', 'de')).toBeNull();
  });

  it('needs both parts', () => {
    expect(parseDateTime('16.05.2025', 'de')).toBeNull();
    expect(parseDateTime('09:30', 'de')).toBeNull();
    expect(parseDateTime('31.02.2025 09:30', 'de')).toBeNull();
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
