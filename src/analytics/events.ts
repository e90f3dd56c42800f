import type { OfferType } from '../api/contract/offer.ts';
import { push, type LifecycleEvent } from './dataLayer.ts';
import { analyticsPageName } from './pagePath.ts';
import type { ProductLineSource } from './productLines.ts';

import type { LifecycleEventName } from './areas.ts';

export type { LifecycleEventName };

/** SPEC §8 tracking error descriptions. */
export const trackingErrors = {
  loadingCart: 'loading cart failed',
  loadingDocuments: 'loading documents failed',
  placeOrder: 'place order failed',
  errorPage: 'error page',
} as const;

export type TrackingErrorDescription = (typeof trackingErrors)[keyof typeof trackingErrors];

/** What offer events read from an offer, an order summary or the cart. */
export interface TrackedOffer {
  offerType?: OfferType | undefined;
  offers: readonly ProductLineSource[];
}

/** A lifecycle event as the site sends it: one of its names, one of its error descriptions. */
export type TrackedLifecycleEvent = LifecycleEvent<LifecycleEventName, TrackingErrorDescription>;

export interface TrackedFailure {
  /** Code of the error catalogue, e.g. OfferExpired; never a message or a server text. */
  errorCode?: string | undefined;
  /** The offer, when it is known at the time of the failure. */
  offer?: Pick<TrackedOffer, 'offerType'> | undefined;
}

const currentUrl = (): string => (typeof location === 'undefined' ? '' : location.pathname);

export function track(
  event: LifecycleEventName,
  fields: Partial<Omit<TrackedLifecycleEvent, 'event'>>,
) {
  push({
    event,
    pageName: analyticsPageName(currentUrl()),
    offerKind: null,
    alternativeOfferCode: null,
    errorDescription: null,
    errorCode: null,
    label: null,
    ecommerce: null,
    useCase: null,
    ...fields,
  });
}

/** The offer kind fields of an event about `offer`. */
