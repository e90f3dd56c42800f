import type { OfferItem } from '../../../api/contract/offer.ts';
import type { PriceEntry, PricePeriod } from '../../../api/contract/price.ts';

/** One price entry with the product it belongs to, for the offer's price overview. */
export interface PriceLine {
  product: string;
  entry: PriceEntry;
}

/** A stretch of months with the same monthly total; `to` is absent for "from then on". */
export interface MonthlyPhase {
  from: number;
  to?: number;
  amount: number;
}

/** Every price of the offer: per position the handset, the tariff, then the packs. */
export function priceLines(items: readonly OfferItem[]): PriceLine[] {
  return items.flatMap((item) =>
    [item.hardware, item.tariff, ...item.packs]
      .filter((product) => product !== undefined)
      .flatMap((product) => product.prices.map((entry) => ({ product: product.name, entry }))),
  );
}

// Summed in cents: 29.99 + 9.99 in floating point is not 39.98.
const sum = (amounts: readonly number[]) =>
  amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;

/** What all entries of a period add up to; monthly entries as charged in the first month. */
export function periodTotal(entries: readonly PriceEntry[], period: PricePeriod): number {
  return sum(entries.filter((e) => e.type === period).map((e) => e.amount));
}

/**
 * The monthly total over time: entries limited to some months (a discount for 12 months,
 * a handset rate for 24) end, and the total changes with them. One phase when nothing
 * ends; no phase without monthly entries; no open last phase when every entry ends.
 */
export function monthlyPhases(entries: readonly PriceEntry[]): MonthlyPhase[] {
  const monthly = entries.filter((e) => e.type === 'monthly');
  if (monthly.length === 0) return [];
  const ends = [...new Set(monthly.flatMap((e) => (e.months === undefined ? [] : [e.months])))];
  ends.sort((a, b) => a - b);
  const totalIn = (month: number) =>
    sum(monthly.filter((e) => e.months === undefined || e.months >= month).map((e) => e.amount));
  const phases: MonthlyPhase[] = [];
  let from = 1;
  for (const to of ends) {
    phases.push({ from, to, amount: totalIn(from) });
    from = to + 1;
  }
  if (monthly.some((e) => e.months === undefined)) phases.push({ from, amount: totalIn(from) });
  return phases;
}
