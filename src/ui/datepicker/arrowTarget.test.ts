import { describe, expect, it } from 'vitest';
import { arrowTarget } from './arrowTarget.ts';

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
