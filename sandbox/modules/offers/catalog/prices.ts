import type { PriceEntry } from '../../../../src/api/contract/price.ts';

/** Minimum term of the postpaid contracts, in months. */
export const TERM = 24;

export const connectionFee = (amount: number): PriceEntry => ({
  type: 'once',
  amount,
  kind: 'connectionfee',
});

export const monthly = (amount: number): PriceEntry => ({
  type: 'monthly',
  amount,
  kind: 'charge',
});

/** A prepaid tariff's charge, taken every four weeks. */
export const fourWeekly = (amount: number): PriceEntry => ({
  type: 'monthly',
  amount,
  kind: 'charge',
  cycle: 'fourWeeks',
});
