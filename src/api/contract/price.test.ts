import { describe, expect, it } from 'vitest';
import { formatPrice, pickPrice, priceEntrySchema, type PriceEntry } from './price.ts';

// Intl puts a no-break space between amount and euro sign; spell it out to be sure.
const nbsp = '\u00a0';

describe('formatPrice', () => {
  it.each([
    [0, `0,00${nbsp}€`],
    [5, `5,00${nbsp}€`],
    [19.99, `19,99${nbsp}€`],
    [-5, `-5,00${nbsp}€`],
    [1234.5, `1.234,50${nbsp}€`],
    [-1234.5, `-1.234,50${nbsp}€`],
    [1234567.89, `1.234.567,89${nbsp}€`],
    [999.995, `1.000,00${nbsp}€`],
  ])('shows %s as %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });

  it('never shows a minus for an amount that rounds to zero', () => {
    expect(formatPrice(-0.001)).toBe(`0,00${nbsp}€`);
    expect(formatPrice(-0)).toBe(`0,00${nbsp}€`);
  });
});

describe('pickPrice', () => {
  const prices: PriceEntry[] = [
    { type: 'once', amount: 39.99, kind: 'connectionfee', label: 'Anschlusspreis' },
    { type: 'monthly', amount: 29.99, kind: 'charge' },
    { type: 'monthly', amount: -5, kind: 'discount', months: 12 },
  ];

  it('picks the first entry of the period and adds the formatted amount', () => {
    expect(pickPrice(prices, 'monthly')).toEqual({
      type: 'monthly',
      amount: 29.99,
      kind: 'charge',
      formatted: `29,99${nbsp}€`,
    });
    expect(pickPrice(prices, 'once')?.formatted).toBe(`39,99${nbsp}€`);
  });

  it('gives undefined when there is no entry of the period', () => {
    expect(pickPrice(prices.slice(0, 1), 'monthly')).toBeUndefined();
    expect(pickPrice([], 'once')).toBeUndefined();
  });
});

describe('a price entry', () => {
  it('accepts euro amounts with at most two decimals', () => {
    expect(priceEntrySchema.safeParse({ type: 'once', amount: 0.1, kind: 'charge' }).success).toBe(
      true,
    );
    expect(
      priceEntrySchema.safeParse({ type: 'once', amount: 1.005, kind: 'charge' }).success,
    ).toBe(false);
  });

  it('knows the five kinds of SPEC §3 and nothing else', () => {
    for (const kind of ['unknown', 'charge', 'discount', 'shippingfee', 'connectionfee'])
      expect(priceEntrySchema.safeParse({ type: 'monthly', amount: 1, kind }).success).toBe(true);
    expect(priceEntrySchema.safeParse({ type: 'monthly', amount: 1, kind: 'tax' }).success).toBe(
      false,
    );
  });
});
