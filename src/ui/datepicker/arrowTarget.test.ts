import { describe, expect, it } from 'vitest';
import { arrowTarget, pageTarget } from './arrowTarget.ts';

const weekdays = {
  excludeDate: (date: string) => [0, 6].includes(new Date(`${date}T12:00:00`).getDay()),
};

describe('arrowTarget', () => {
  it('crosses into the next or previous month over closed days', () => {
    expect(arrowTarget('2026-11-30', 1, weekdays)).toBe('2026-12-01');
    expect(arrowTarget('2025-05-30', 1, weekdays)).toBe('2025-06-02');
    expect(arrowTarget('2025-06-02', -1, weekdays)).toBe('2025-05-30');
    expect(arrowTarget('2025-05-28', 7, weekdays)).toBe('2025-06-04');
  });

  it('stops at the bounds', () => {
    const bounded = { ...weekdays, minDate: '2025-06-02', maxDate: '2025-06-30' };
    expect(arrowTarget('2025-06-02', -1, bounded)).toBeNull();
    expect(arrowTarget('2025-06-30', 1, bounded)).toBeNull();
  });

  it('gives up where no day is open', () => {
    expect(arrowTarget('2025-06-02', 1, { excludeDate: () => true })).toBeNull();
  });
});

describe('pageTarget', () => {
  const open = { excludeDate: () => false };
  const MONDAY = 1;
  const SUNDAY = 0;

  it('pages a month, with Shift a year, to the same day or the last of a shorter month', () => {
    expect(pageTarget('2025-05-14', 'PageDown', false, MONDAY, open)).toBe('2025-06-14');
    expect(pageTarget('2025-05-14', 'PageUp', false, MONDAY, open)).toBe('2025-04-14');
    expect(pageTarget('2025-01-31', 'PageDown', false, MONDAY, open)).toBe('2025-02-28');
    expect(pageTarget('2025-05-14', 'PageDown', true, MONDAY, open)).toBe('2026-05-14');
    expect(pageTarget('2024-02-29', 'PageUp', true, MONDAY, open)).toBe('2023-02-28');
  });

  it('goes to the first and last day of the week the locale starts on', () => {
    // Wednesday, 14 May 2025.
    expect(pageTarget('2025-05-14', 'Home', false, MONDAY, open)).toBe('2025-05-12');
    expect(pageTarget('2025-05-14', 'End', false, MONDAY, open)).toBe('2025-05-18');
    expect(pageTarget('2025-05-14', 'Home', false, SUNDAY, open)).toBe('2025-05-11');
    expect(pageTarget('2025-05-14', 'End', false, SUNDAY, open)).toBe('2025-05-17');
    // Thursday, 1 May 2025: the week began in April.
    expect(pageTarget('2025-05-01', 'Home', false, MONDAY, open)).toBe('2025-04-28');
  });

  it('passes closed days: onward when paging, back within the week for Home and End', () => {
    // Sunday, 1 June 2025 is closed: PageDown shows June from its first open day.
    expect(pageTarget('2025-05-01', 'PageDown', false, MONDAY, weekdays)).toBe('2025-06-02');
    expect(pageTarget('2025-05-14', 'End', false, MONDAY, weekdays)).toBe('2025-05-16');
    expect(pageTarget('2025-05-14', 'Home', false, SUNDAY, weekdays)).toBe('2025-05-12');
  });

  it('stops at the bounds, and stays where nothing between is open', () => {
    const bounded = { ...weekdays, minDate: '2025-05-13', maxDate: '2025-06-10' };
    expect(pageTarget('2025-05-20', 'PageDown', false, MONDAY, bounded)).toBe('2025-06-10');
    expect(pageTarget('2025-05-20', 'PageUp', false, MONDAY, bounded)).toBe('2025-05-13');
    expect(pageTarget('2025-05-14', 'Home', false, MONDAY, bounded)).toBe('2025-05-13');
    expect(pageTarget('2025-05-13', 'Home', false, MONDAY, bounded)).toBeNull();
    expect(pageTarget('2025-06-10', 'PageDown', true, MONDAY, bounded)).toBeNull();
  });
});
