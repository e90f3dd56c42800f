import { describe, expect, it } from 'vitest';
import { callExamples } from '../api/contract/examples.ts';
import type { PriceEntry } from '../api/contract/price.ts';
import { monthlyPhases, periodTotal, priceLines } from './prices.ts';

const example = callExamples.offerGet.response;

const monthly = (amount: number, months?: number): PriceEntry => ({
  type: 'monthly',
  amount,
  kind: amount < 0 ? 'discount' : 'charge',
  ...(months === undefined ? {} : { months }),
});
const once = (amount: number): PriceEntry => ({ type: 'once', amount, kind: 'charge' });

describe('priceLines', () => {
  it('lists every entry of handset, tariff and packs with its product, in that order', () => {
    const lines = priceLines(example.offers);
    expect(lines.map((l) => [l.product, l.entry.type, l.entry.amount])).toEqual([
      ['iPhone 17', 'once', 99],
      ['iPhone 17', 'monthly', 25],
      ['Mobile M', 'monthly', 29.99],
      ['Mobile M', 'monthly', -5],
      ['Mobile M', 'once', 39.99],
      ['Handyversicherung Premium', 'monthly', 9.99],
    ]);
  });

  it('skips what a position lacks and walks every position', () => {
    const [item] = example.offers;
    if (!item) throw new Error('example has a position');
    const noHandset = { ...item };
    delete noHandset.hardware;
    const lines = priceLines([noHandset, { id: 'pos-2', packs: [] }, { ...item, packs: [] }]);
    expect(lines.map((l) => l.product)).toEqual([
      'Mobile M',
      'Mobile M',
      'Mobile M',
      'Handyversicherung Premium',
      'iPhone 17',
      'iPhone 17',
      'Mobile M',
      'Mobile M',
      'Mobile M',
    ]);
  });
});

describe('periodTotal', () => {
  it('adds the entries of one period, discounts subtracting, to the cent', () => {
    const entries = priceLines(example.offers).map((l) => l.entry);
    expect(periodTotal(entries, 'monthly')).toBe(59.98);
    expect(periodTotal(entries, 'once')).toBe(138.99);
  });

  it('avoids floating point drift', () => {
    expect(periodTotal([monthly(0.1), monthly(0.2)], 'monthly')).toBe(0.3);
    expect(periodTotal([monthly(29.99), monthly(9.99)], 'monthly')).toBe(39.98);
  });

  it('is 0 when the period has no entries', () => {
    expect(periodTotal([monthly(10)], 'once')).toBe(0);
  });
});

describe('monthlyPhases', () => {
  it('is one open phase when no entry ends', () => {
    expect(monthlyPhases([monthly(19.99), monthly(5), once(39.99)])).toEqual([
      { from: 1, amount: 24.99 },
    ]);
  });

  it('changes the total where a limited entry ends', () => {
    const entries = priceLines(example.offers).map((l) => l.entry);
    expect(monthlyPhases(entries)).toEqual([
      { from: 1, to: 12, amount: 59.98 },
      { from: 13, to: 24, amount: 64.98 },
      { from: 25, amount: 39.98 },
    ]);
  });

  it('merges entries ending in the same month into one boundary', () => {
    expect(monthlyPhases([monthly(30), monthly(-10, 6), monthly(-5, 6)])).toEqual([
      { from: 1, to: 6, amount: 15 },
      { from: 7, amount: 30 },
    ]);
  });

  it('has no open phase when every monthly entry ends', () => {
    expect(monthlyPhases([monthly(25, 24)])).toEqual([{ from: 1, to: 24, amount: 25 }]);
  });

  it('is empty without monthly entries', () => {
    expect(monthlyPhases([once(99)])).toEqual([]);
  });
});
