import { describe, expect, it } from 'vitest';
import { focusDay, initialMonth, pageTarget } from './navigation.ts';

const open = { min: undefined, max: undefined };

describe('pageTarget', () => {
  it('pages one month, one year or one decade', () => {
    expect(pageTarget('2025-05-14', 'month', 'next', open)).toBe('2025-06-01');
    expect(pageTarget('2025-01-14', 'month', 'previous', open)).toBe('2024-12-01');
    expect(pageTarget('2025-05-14', 'year', 'next', open)).toBe('2026-05-01');
    expect(pageTarget('2025-05-14', 'decade', 'previous', open)).toBe('2015-05-01');
  });

  it('stops where the next page would hold no selectable day', () => {
    const bounds = { min: '2025-05-14', max: '2025-06-02' };
    expect(pageTarget('2025-05-01', 'month', 'previous', bounds)).toBeNull();
    expect(pageTarget('2025-05-01', 'month', 'next', bounds)).toBe('2025-06-01');
    expect(pageTarget('2025-06-01', 'month', 'next', bounds)).toBeNull();
  });

  it('limits year and decade paging to the year range', () => {
    const bounds = { min: '1900-01-01', max: '2030-12-31' };
    expect(pageTarget('2030-05-01', 'year', 'next', bounds)).toBeNull();
    expect(pageTarget('2025-05-01', 'decade', 'next', bounds)).toBe('2035-05-01');
    expect(pageTarget('2031-05-01', 'decade', 'next', bounds)).toBeNull();
    expect(pageTarget('1905-05-01', 'decade', 'previous', bounds)).toBeNull();
  });
});

describe('initialMonth', () => {
  it('opens on the month of the value', () => {
    expect(initialMonth('2025-08-20', '2025-05-14', open)).toBe('2025-08-01');
  });

  it('opens on today, moved into min and max', () => {
    expect(initialMonth(null, '2025-05-14', open)).toBe('2025-05-01');
    expect(initialMonth(null, '2025-05-14', { min: '2026-02-10', max: undefined })).toBe(
      '2026-02-01',
    );
    expect(initialMonth(null, '2025-05-14', { min: undefined, max: '2024-11-30' })).toBe(
      '2024-11-01',
    );
  });
});

describe('focusDay', () => {
  const weekdaysOnly = (d: string) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay());

  it('prefers the selected day, then today, when they are in the month and selectable', () => {
    expect(focusDay('2025-05-01', ['2025-05-20', '2025-05-14'], weekdaysOnly)).toBe('2025-05-20');
    expect(focusDay('2025-05-01', [null, '2025-05-14'], weekdaysOnly)).toBe('2025-05-14');
    expect(focusDay('2025-05-01', ['2025-04-30', '2025-05-14'], weekdaysOnly)).toBe('2025-05-14');
  });

  it('falls back to the first selectable day of the month', () => {
    expect(focusDay('2025-05-01', ['2025-05-17', null], weekdaysOnly)).toBe('2025-05-01');
    expect(focusDay('2025-06-01', [null], weekdaysOnly)).toBe('2025-06-02');
    expect(focusDay('2025-06-01', [], () => false)).toBeNull();
  });
});
