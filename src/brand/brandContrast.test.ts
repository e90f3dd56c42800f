import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, readTokens, resolveColour } from './tokenColours.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Text and the background it is set on: WCAG 1.4.3 asks 4.5:1. */
const textPairs: [text: string, background: string][] = [
  ['text', 'surface'],
  ['text', 'surface-muted'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-muted'],
  ['link', 'surface'],
  ['link', 'surface-muted'],
  // Outlined and link-style buttons write in the brand colour.
  ['primary', 'surface'],
  ['primary', 'surface-muted'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-header', 'header-surface'],
  ['on-footer', 'footer-surface'],
  ['error', 'surface'],
  ['error', 'surface-muted'],
  ['text', 'error-surface'],
  ['text', 'success-surface'],
  ['text', 'warning-surface'],
  ['text', 'info-surface'],
  ['link', 'info-surface'],
  ['primary', 'info-surface'],
  ['primary', 'primary-surface'],
  ['primary-hover', 'primary-surface'],
  ['on-disabled', 'disabled-surface'],
];

/** Borders, focus rings, icons and filled controls: WCAG 1.4.11 asks 3:1. */
const uiPairs: [part: string, background: string][] = [
  ['border', 'surface'],
  ['border', 'surface-muted'],
  ['focus', 'surface'],
  ['focus', 'surface-muted'],
  ['focus', 'header-surface'],
  ['primary', 'surface'],
  ['primary', 'surface-muted'],
  ['primary-hover', 'surface'],
  ['error', 'error-surface'],
  ['success', 'success-surface'],
  ['warning', 'warning-surface'],
  ['info', 'info-surface'],
];

const defaults = read('src/layouts/tokens.css');
const brands = readdirSync(join(ROOT, 'brands'));

describe.each(brands)('brands/%s/theme.css', (brand) => {
  const tokens = readTokens(defaults, read(`brands/${brand}/theme.css`));
  const ratio = (a: string, b: string) =>
    contrast(
      resolveColour(tokens, `var(--brand-${a})`),
      resolveColour(tokens, `var(--brand-${b})`),
    );
  const below = (pairs: [string, string][], minimum: number) =>
    pairs
      .map(([a, b]) => ({ pair: `${a} on ${b}`, ratio: ratio(a, b) }))
      .filter((p) => p.ratio < minimum)
      .map((p) => `${p.pair}: ${p.ratio.toFixed(2)}:1`);

  it('sets every text on its background at 4.5:1 or more', () => {
    expect(below(textPairs, 4.5)).toEqual([]);
  });

  it('sets borders, focus rings and controls at 3:1 or more against their background', () => {
    expect(below(uiPairs, 3)).toEqual([]);
  });
});

it('a brand colour too light for white text fails the check', () => {
  const tokens = readTokens(defaults, ':root { --brand-primary: #7ab800; }');
  const onPrimary = contrast(
    resolveColour(tokens, 'var(--brand-on-primary)'),
    resolveColour(tokens, 'var(--brand-primary)'),
  );
  expect(onPrimary).toBeLessThan(4.5);
});
