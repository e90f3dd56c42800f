import { describe, expect, it } from 'vitest';
import { anchorDate, evaluateText, evaluateValue, formatValue, sameValue } from './selection.ts';

describe('evaluateText', () => {
  it('takes an empty field as an empty value', () => {
    expect(evaluateText('date', '  ', 'de', { minDate: '2025-05-14' })).toEqual({
      ok: true,
      value: null,
    });
    expect(evaluateText('range', '', 'de', {})).toEqual({ ok: true, value: [null, null] });
  });

  it('returns the ISO value of a valid typed date', () => {
    expect(evaluateText('date', '16.05.2025', 'de', { disabledWeekdays: [0, 6] })).toEqual({
      ok: true,
      value: '2025-05-16',
    });
  });

  it('refuses unreadable text and hands back the text as typed', () => {
    expect(evaluateText('date', '2025-05-17', 'de', {})).toEqual({
      ok: false,
      reason: 'invalid-format',
      rejected: '2025-05-17',
    });
  });

  it('tells a day that does not exist, typed in the format, from a wrong format', () => {
    expect(evaluateText('date', '31.02.2027', 'de', {})).toEqual({
      ok: false,
      reason: 'not-real',
      rejected: '31.02.2027',
    });
    expect(evaluateText('date', '02/31/2027', 'en', {})).toMatchObject({ reason: 'not-real' });
    expect(evaluateText('date', '32.05.2025', 'de', {})).toMatchObject({ reason: 'not-real' });
  });

  it('refuses a readable date that breaks a rule and hands back its ISO value', () => {
    expect(evaluateText('date', '17.05.2025', 'de', { disabledWeekdays: [6] })).toEqual({
      ok: false,
      reason: 'weekday',
      rejected: '2025-05-17',
    });
  });

  it('checks range ends and length', () => {
    const rules = { minRangeDays: 2, maxRangeDays: 7 };
    expect(evaluateText('range', '05.05.2025 – 20.05.2025', 'de', rules)).toEqual({
      ok: false,
      reason: 'range-too-long',
      rejected: ['2025-05-05', '2025-05-20'],
    });
    expect(evaluateText('range', '05.05.2025', 'de', rules)).toMatchObject({
      reason: 'range-incomplete',
    });
    expect(evaluateText('range', '05.05.2025 – 06.05.2025', 'de', rules)).toEqual({
      ok: true,
      value: ['2025-05-05', '2025-05-06'],
    });
  });

  it('checks the time of a date-time', () => {
    const rules = { minTime: '08:00', maxTime: '18:00' };
    expect(evaluateText('datetime', '16.05.2025 18:30', 'de', rules)).toEqual({
      ok: false,
      reason: 'time-after-max',
      rejected: '2025-05-16 18:30',
    });
    expect(evaluateText('datetime', '16.05.2025 18:00', 'de', rules)).toEqual({
      ok: true,
      value: '2025-05-16 18:00',
    });
    expect(evaluateText('datetime', '16.05.2025', 'de', rules)).toMatchObject({
      reason: 'invalid-format',
    });
  });
});

describe('evaluateValue', () => {
  it('refuses a chosen range that is too short', () => {
    expect(evaluateValue('range', ['2025-05-05', '2025-05-05'], { minRangeDays: 2 })).toMatchObject(
      {
        ok: false,
        reason: 'range-too-short',
      },
    );
  });

  it('refuses a half-chosen range', () => {
    expect(evaluateValue('range', ['2025-05-05', null], {})).toMatchObject({
      reason: 'range-incomplete',
    });
  });
});

describe('helpers', () => {
  it('formats, compares and anchors every kind of value', () => {
    expect(formatValue('datetime', '2025-05-16 09:30', 'de')).toBe('16.05.2025 09:30');
    expect(formatValue('date', null, 'de')).toBe('');
    expect(sameValue(['2025-05-05', null], ['2025-05-05', null])).toBe(true);
    expect(sameValue('2025-05-05', '2025-05-06')).toBe(false);
    expect(anchorDate('2025-05-16 09:30')).toBe('2025-05-16');
    expect(anchorDate(['2025-05-05', '2025-05-09'])).toBe('2025-05-05');
    expect(anchorDate(null)).toBeNull();
  });
});
