import type { OrderSummary } from '../../api/contract/order.ts';
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

export type TrackedOrder = TrackedOffer &
  Pick<OrderSummary, 'totals'> & {
    /** The order's id in analytics: the SHA-256 (hex) of its reference. */
    transactionId: string;
    /** Brand name the order was placed with. */
    affiliation: string;
    /** Payment method, e.g. sepa; absent when nothing was paid. */
    payment?: string | undefined;
  };

/** The purchase of a placed order (`trackConfirmation` sends it once per order). */
const confirmationPurchase = ({
  transactionId,
  affiliation,
  payment,
  totals,
  ...offer
}: TrackedOrder) =>
  track(eventNames.confirmationPurchase, {
    ...kindOf(offer),
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
        products: productLines(offer.offers),
      },
    },
  });

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
