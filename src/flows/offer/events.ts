import type { OrderSummary } from '../../api/contract/order.ts';
import { sha256Hex } from '../../security/sha256Hex.ts';
import { sessionStorageOf } from '../../stores/sessionStorage.ts';
import type { Ecommerce } from '../../analytics/dataLayer.ts';
import {
  track,
  trackingErrors,
  type TrackedFailure,
  type TrackedOffer,
  type TrackingErrorDescription,
} from '../../analytics/events.ts';
import { kindOf } from '../../analytics/offerKind.ts';
import { productLines } from '../../analytics/productLines.ts';
import { eventNames } from './trackingNames.ts';

const withProducts = (offer: TrackedOffer) => ({
  ...kindOf(offer),
  ecommerce: { currencyCode: 'EUR', products: productLines(offer.offers) } satisfies Ecommerce,
});

const failure = (description: TrackingErrorDescription, { errorCode, offer }: TrackedFailure) => ({
  ...kindOf(offer),
  errorDescription: description,
  errorCode: errorCode ?? null,
});

/** Followed by the purchase's transaction id (the hashed order reference). */
export const PURCHASE_KEY_PREFIX = 'analytics:purchase:';
// Fallback where the browser denies sessionStorage: at least once per page load.
const purchasesTracked = new Set<string>();

export type TrackedOrder = TrackedOffer &
  Pick<OrderSummary, 'orderReference' | 'totals'> & {
    /** Brand name the order was placed with. */
    affiliation: string;
    /** Payment method, e.g. sepa; absent when nothing was paid. */
    payment?: string | undefined;
  };

/**
 * Tracks the purchase once per order in this tab, however often the page is shown. Its
 * transaction id is the SHA-256 (hex) of the order reference, never the reference itself:
 * with the customer's name and e-mail the reference is what a withdrawal asks for. Without
 * Web Crypto (only outside a secure context) no purchase is tracked.
 */
async function confirmationPurchase(order: TrackedOrder): Promise<boolean> {
  let transactionId: string;
  try {
    transactionId = await sha256Hex(order.orderReference);
  } catch {
    return false;
  }
  const storage = typeof window === 'undefined' ? null : sessionStorageOf(window);
  const key = PURCHASE_KEY_PREFIX + transactionId;
  if (purchasesTracked.has(key) || readFlag(storage, key)) return false;
  purchasesTracked.add(key);
  writeFlag(storage, key);
  const { affiliation, payment, totals } = order;
  track(eventNames.confirmationPurchase, {
    ...kindOf(order),
    ecommerce: {
      currencyCode: 'EUR',
      purchase: {
        actionField: {
          id: transactionId,
          affiliation,
          revenue: totals.once,
          monthlyRevenue: totals.monthly,
          tax: totals.tax,
          shipping: totals.shipping,
          payment: payment ?? null,
        },
        products: productLines(order.offers),
      },
    },
  });
  return true;
}

function readFlag(storage: Storage | null, key: string): boolean {
  try {
    return storage !== null && storage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function writeFlag(storage: Storage | null, key: string): void {
  try {
    storage?.setItem(key, '1');
  } catch {
    // Full or denied storage: the in-memory set still guards this page load.
  }
}

/** Offer flow events (SPEC §4). */
export const offerEvents = {
  offerLoaded: (offer: TrackedOffer) => track(eventNames.offerLoaded, withProducts(offer)),
  offerLoadError: (failed: TrackedFailure = {}) =>
    track(eventNames.offerLoadError, failure(trackingErrors.loadingCart, failed)),
  /** `documentType` e.g. contractSummary, as in the offer's documents. */
  documentsDownloaded: (offer: Pick<TrackedOffer, 'offerType'>, documentType?: string) =>
    track(eventNames.documentsDownloaded, { ...kindOf(offer), label: documentType ?? null }),
  documentsLoadError: (failed: TrackedFailure = {}) =>
    track(eventNames.documentsLoadError, failure(trackingErrors.loadingDocuments, failed)),
  personalDataSaved: (offer: TrackedOffer) =>
    track(eventNames.personalDataSaved, withProducts(offer)),
  paymentDataSaved: (offer: TrackedOffer) =>
    track(eventNames.paymentDataSaved, withProducts(offer)),
  offerSubmitted: (offer: TrackedOffer) => track(eventNames.offerSubmitted, withProducts(offer)),
  submitFailed: (failed: TrackedFailure = {}) =>
    track(eventNames.submitFailed, failure(trackingErrors.placeOrder, failed)),
  confirmation: (offer: TrackedOffer) => track(eventNames.confirmation, withProducts(offer)),
  confirmationPurchase,
  errorPage: (failed: TrackedFailure = {}) =>
    track(eventNames.errorPage, failure(trackingErrors.errorPage, failed)),
};
