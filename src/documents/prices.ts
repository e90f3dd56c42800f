import type { OfferItem } from '../api/contract/offer.ts';
import type { BillingCycle, PriceEntry, PricePeriod } from '../api/contract/price.ts';

/** One price entry with the product it belongs to, for the offer's price overview. */
export interface PriceLine {
  /** The product's name as the API gives it (data). */
  product: string;
  source: 'hardware' | 'tariff' | 'pack';
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
    [
      { product: item.hardware, source: 'hardware' as const },
      { product: item.tariff, source: 'tariff' as const },
      ...item.packs.map((pack) => ({ product: pack, source: 'pack' as const })),
    ].flatMap(({ product, source }) =>
      product ? product.prices.map((entry) => ({ product: product.name, source, entry })) : [],
    ),
  );
}

/**
 * How often the offer's recurring prices are charged: every four weeks for a prepaid
 * tariff, else every month. One offer has one rhythm; its first recurring entry tells it.
 */
export function recurringCycle(entries: readonly PriceEntry[]): BillingCycle {
  return entries.find((e) => e.type === 'monthly' && e.cycle)?.cycle ?? 'month';
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
