import { describe, expect, it } from 'vitest';
import { seededFraction } from './seededFraction.ts';

describe('seededFraction', () => {
  it('gives the same number for the same seed', () => {
    expect(seededFraction('«r1»')).toBe(seededFraction('«r1»'));
  });

  it('spreads neighbouring seeds over the whole of [0, 1)', () => {
    const values = Array.from({ length: 200 }, (_, i) => seededFraction(`«r${i}»`));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(Math.min(...values)).toBeLessThan(0.05);
    expect(Math.max(...values)).toBeGreaterThan(0.95);
    const lowerHalf = values.filter((v) => v < 0.5).length;
    expect(lowerHalf).toBeGreaterThan(70);
    expect(lowerHalf).toBeLessThan(130);
  });
});
