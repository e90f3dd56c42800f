import { describe, expect, it } from 'vitest';
import { handset } from './catalog/handsets.ts';
import { pack } from './catalog/packs.ts';
import { tariff } from './catalog/tariffs.ts';
import { maskIban, totalsOf } from './summary.ts';

describe('order totals', () => {
  it('sum the first month: once prices, monthly prices and running discounts', () => {
    const totals = totalsOf([
      {
        id: 'pos-1',
        hardware: handset('galaxyS25'),
        tariff: tariff('o2MobileM'),
        packs: [pack('insurancePremium')],
      },
    ]);
    // once: 49 handset + 39.99 connection fee; monthly: 22.50 + 29.99 - 5 + 9.99
    expect(totals).toEqual({ once: 88.99, monthly: 57.48, tax: 14.21, shipping: 0 });
  });
});

describe('masked IBAN', () => {
  it('keeps the country code and the last four digits', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE** **** **** **** **30 00');
    expect(maskIban('AT611904300234573201')).toBe('AT** **** **** **** 3201');
  });
});
