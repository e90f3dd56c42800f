import { describe, expect, it } from 'vitest';
import { contrast, readTokens, resolveColour } from './tokenColours.ts';

describe('token colours', () => {
  const tokens = readTokens(
    ':root { --a: #000; --b: #ffffff; /* --c: #123456; */ }',
    ':root { --link: var(--a); --tint: color-mix(in srgb, var(--a) 50%, var(--b)); }',
  );

  it('reads hex values, references and sRGB mixes', () => {
    expect(resolveColour(tokens, 'var(--link)')).toEqual([0, 0, 0]);
    expect(resolveColour(tokens, 'var(--tint)')).toEqual([127.5, 127.5, 127.5]);
    expect(tokens.has('--c')).toBe(false);
  });

  it('refuses what it cannot read and references to nothing', () => {
    expect(() => resolveColour(tokens, 'rgb(0 0 0)')).toThrow(/Cannot read/);
    expect(() => resolveColour(tokens, 'var(--missing)')).toThrow(/--missing/);
  });

  it('gives the WCAG ratios', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([255, 255, 255], [255, 255, 255])).toBe(1);
    // #767676 on white is the classic 4.54:1.
    expect(contrast([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
});
