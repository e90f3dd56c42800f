import { describe, expect, it } from 'vitest';
import { todayIso } from './isoDate.ts';

describe('todayIso', () => {
  it('takes today from the local calendar, zero-padded', () => {
    expect(todayIso(new Date(2025, 4, 14, 23, 59))).toBe('2025-05-14');
    expect(todayIso(new Date(2025, 0, 1, 0, 0))).toBe('2025-01-01');
  });
});
