import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysInclusive,
  isIsoDate,
  isIsoTime,
  todayIso,
  toIsoDate,
  weekdayOf,
} from './isoDate.ts';

describe('toIsoDate', () => {
  it('builds a zero-padded date', () => {
    expect(toIsoDate(2025, 5, 7)).toBe('2025-05-07');
  });

  it('refuses days that do not exist', () => {
    expect(toIsoDate(2025, 2, 29)).toBeNull();
    expect(toIsoDate(2025, 4, 31)).toBeNull();
    expect(toIsoDate(2025, 13, 1)).toBeNull();
    expect(toIsoDate(2025, 0, 1)).toBeNull();
    expect(toIsoDate(2024, 2, 29)).toBe('2024-02-29');
  });

  it('keeps years below 100 as they are', () => {
    expect(toIsoDate(50, 3, 1)).toBe('0050-03-01');
  });
});

describe('date arithmetic', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('moves to the first of a later or earlier month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-01');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-01');
    expect(addMonths('2025-05-20', 120)).toBe('2035-05-01');
  });

  it('counts a single day as one day', () => {
    expect(daysInclusive('2025-05-05', '2025-05-05')).toBe(1);
    expect(daysInclusive('2025-05-11', '2025-05-05')).toBe(7);
  });

  it('knows the weekday, 0 being Sunday', () => {
    expect(weekdayOf('2025-05-18')).toBe(0);
    expect(weekdayOf('2025-05-17')).toBe(6);
    expect(weekdayOf('1900-01-01')).toBe(1);
  });

  it('takes today from the local calendar', () => {
    expect(todayIso(new Date(2025, 4, 14, 23, 59))).toBe('2025-05-14');
  });
});

describe('validators', () => {
  it('accepts only real ISO dates and 24-hour times', () => {
    expect(isIsoDate('2025-05-14')).toBe(true);
    expect(isIsoDate('2025-5-14')).toBe(false);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoTime('23:59')).toBe(true);
    expect(isIsoTime('24:00')).toBe(false);
    expect(isIsoTime('9:00')).toBe(false);
  });
});
