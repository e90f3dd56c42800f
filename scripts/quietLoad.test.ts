import { describe, expect, it } from 'vitest';
import { blockingTime } from './quietLoad.ts';

describe('the blocking time of a load’s long tasks', () => {
  it('counts each task’s time above 50 ms, as Lighthouse’s TBT does', () => {
    expect(blockingTime([51, 120, 50, 30])).toBe(1 + 70);
  });

  it('is nothing without a long task', () => {
    expect(blockingTime([])).toBe(0);
  });
});
