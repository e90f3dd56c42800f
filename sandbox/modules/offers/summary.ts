import { namedIn } from './catalog/packs.ts';
import type { OfferItem } from '../../../src/api/contract/offer.ts';
import type { OrderSummary } from '../../../src/api/contract/order.ts';
import type { PriceEntry } from '../../../src/api/contract/price.ts';
import { effectiveState } from './lifecycle.ts';
import type { OfferRecord, OrderRecord } from './store.ts';

const VAT_RATE = 0.19;

const round = (amount: number) => Math.round(amount * 100) / 100;

const pricesOf = (item: OfferItem): PriceEntry[] => [
  ...(item.hardware?.prices ?? []),
  ...(item.tariff?.prices ?? []),
  ...item.packs.flatMap((p) => p.prices),
];

/** Totals of the first month: every once entry, every monthly entry incl. running discounts. */
export function totalsOf(items: readonly OfferItem[]): OrderSummary['totals'] {
  const entries = items.flatMap(pricesOf);
  const sum = (pick: (e: PriceEntry) => boolean) =>
    round(entries.filter(pick).reduce((total, e) => total + e.amount, 0));
  const once = sum((e) => e.type === 'once');
  return {
    once,
    monthly: sum((e) => e.type === 'monthly'),
    tax: round(once - once / (1 + VAT_RATE)),
    shipping: sum((e) => e.type === 'once' && e.kind === 'shippingfee'),
  };
}

/** `DE** **** **** **** **30 00`: country code and the last four digits stay readable. */
export function maskIban(iban: string): string {
  const masked = iban.slice(0, 2) + '*'.repeat(iban.length - 6) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Where an order goes on once placed: to the payment provider for a one-time payment;
 * green IDV offers stay with the site (`none`), the contract waiting for the identity
 * verification; every other order to the thank-you page.
 */
export function nextAfterOrder(
  record: OfferRecord,
  order: OrderRecord,
): Exclude<OrderSummary['postPaymentRedirect'], 'error' | undefined> {
  if (order.oneTimePayment) return 'paymentProvider';
  if (record.offer.offerType.startsWith('green_idv')) return 'none';
  return 'thankYou';
}

export function orderSummary(
  record: OfferRecord,
  order: OrderRecord,
  now: Date,
  language?: string,
): OrderSummary {
  const { offer } = record;
  return {
    orderReference: order.reference,
    state: effectiveState(offer, now),
    offerType: offer.offerType,
    offerUseCase: offer.offerUseCase,
    name: offer.name,
    submittedAt: order.submittedAt,
    offers: namedIn(offer.offers, language),
    personal: order.personal,
    ...(order.maskedIban ? { maskedIban: order.maskedIban } : {}),
    ...(order.oneTimePayment
      ? {
          oneTimePayment: {
            amount: order.oneTimePayment.amount,
            status: order.oneTimePayment.status,
          },
        }
      : {}),
    postPaymentRedirect: nextAfterOrder(record, order),
    totals: totalsOf(offer.offers),
  };
}
