import { describe, expect, it } from 'vitest';
import type { OfferItem } from '../api/contract/offer.ts';
import { productLines } from './productLines.ts';

const iphone: NonNullable<OfferItem['hardware']> = {
  id: 'HW-IP17-256-MN',
  name: 'iPhone 17',
  manufacturer: 'Apple',
  colour: 'Midnight',
  capacity: '256 GB',
  images: [],
  prices: [
    { type: 'monthly', amount: 20, kind: 'charge', months: 24 },
    { type: 'once', amount: 99.99, kind: 'charge' },
  ],
};

const mobileM: NonNullable<OfferItem['tariff']> = {
  id: 'TRF-MOBILE-M',
  name: 'O2 Mobile M',
  dataVolume: 30,
  minimumTermMonths: 24,
  noticePeriod: { value: 1, unit: 'months' },
  features: ['Allnet-Flat'],
  prices: [
    { type: 'once', amount: 39.99, kind: 'connectionfee' },
    { type: 'monthly', amount: 29.99, kind: 'charge' },
    { type: 'monthly', amount: -5, kind: 'discount', months: 6 },
  ],
};

describe('productLines', () => {
  it('builds a handset line with product name as brand, colour and capacity as variant, one-time price', () => {
    const [line] = productLines([{ hardware: iphone, packs: [] }]);
    expect(line).toEqual({
      name: 'iPhone 17',
      id: 'HW-IP17-256-MN',
      brand: 'iPhone 17',
      variant: 'Midnight 256 GB',
      price: 99.99,
      category: 'Handy',
      position: 1,
      productMonthlyPrice: 20,
      productOnetimePrice: 99.99,
      quantity: 1,
    });
  });

  it('prices a tariff at its (first) monthly price and keeps the one-time price apart', () => {
    const [line] = productLines([{ tariff: mobileM, packs: [] }]);
    expect(line).toEqual({
      name: 'O2 Mobile M',
      id: 'TRF-MOBILE-M',
      price: 29.99,
      category: 'Tarif',
      position: 1,
      productMonthlyPrice: 29.99,
      productOnetimePrice: 39.99,
      quantity: 1,
    });
  });

  it('prices a pack without a monthly price at 0, a one-time-only handset too', () => {
    const lines = productLines([
      {
        hardware: { ...iphone, prices: [{ type: 'monthly', amount: 10 }] },
        packs: [
          { id: 'PK-INS', name: 'Handyversicherung', prices: [{ type: 'once', amount: 49 }] },
        ],
      },
    ]);
    expect(
      lines.map((l) => [l.category, l.price, l.productMonthlyPrice, l.productOnetimePrice]),
    ).toEqual([
      ['Handy', 0, 10, 0],
      ['Pack', 0, 0, 49],
    ]);
  });

  it('numbers positions by offer (1-based) and orders handset, tariff, packs within one', () => {
    const lines = productLines([
      {
        hardware: iphone,
        tariff: mobileM,
        packs: [
          { id: 'PK-EU', name: 'EU Travel', prices: [{ type: 'monthly', amount: 4.99 }] },
          { id: 'PK-INS', name: 'Handyversicherung', prices: [{ type: 'monthly', amount: 7.99 }] },
        ],
      },
      { tariff: { ...mobileM, id: 'TRF-MOBILE-S', name: 'O2 Mobile S' }, packs: [] },
    ]);
    expect(lines.map((l) => [l.position, l.category, l.id, l.quantity])).toEqual([
      [1, 'Handy', 'HW-IP17-256-MN', 1],
      [1, 'Tarif', 'TRF-MOBILE-M', 1],
      [1, 'Pack', 'PK-EU', 1],
      [1, 'Pack', 'PK-INS', 1],
      [2, 'Tarif', 'TRF-MOBILE-S', 1],
    ]);
  });

  it('gives no lines for an empty offer and only plain, serialisable data', () => {
    expect(productLines([{ packs: [] }])).toEqual([]);
    const lines = productLines([{ hardware: iphone, tariff: mobileM, packs: [] }]);
    expect(JSON.parse(JSON.stringify(lines))).toEqual(lines);
  });
});
