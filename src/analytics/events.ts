import type { OfferType } from '../api/contract/offer.ts';
import { push, type LifecycleEvent } from './dataLayer.ts';
import { analyticsPageName } from './pagePath.ts';
import type { ProductLineSource } from './productLines.ts';

/** Data layer event names; the tag manager's triggers match on these. */
export const eventNames = {
  offerLoaded: 'offer_loaded',
  offerLoadError: 'offer_load_error',
  documentsDownloaded: 'offer_documents_downloaded',
  documentsLoadError: 'offer_documents_load_error',
  personalDataSaved: 'offer_personal_data_saved',
  paymentDataSaved: 'offer_payment_data_saved',
  offerSubmitted: 'offer_submitted',
  submitFailed: 'offer_submit_failed',
  confirmation: 'offer_confirmation',
  confirmationPurchase: 'purchase',
  errorPage: 'offer_error_page',
  idvSelectionPageLoaded: 'idv_selection_page_loaded',
  idvSuccess: 'idv_success',
  idvError: 'idv_error',
  idvCancelled: 'idv_cancelled',
  idvPending: 'idv_pending',
  idvSubmitted: 'idv_submitted',
  terminationPageLoaded: 'termination_page_loaded',
  terminationSubmitted: 'termination_submitted',
  terminationSubmitFailed: 'termination_submit_failed',
  terminationCancelled: 'termination_cancelled',
  terminationTeaserViewed: 'termination_teaser_viewed',
  terminationModalViewed: 'termination_modal_viewed',
  terminationModalClosed: 'termination_modal_closed',
  selfcareSubmitClicked: 'selfcare_termination_submit_clicked',
  selfcareSubmitted: 'selfcare_termination_submitted',
  selfcareFailed: 'selfcare_termination_failed',
  selfcareModalDisplayed: 'selfcare_termination_modal_displayed',
  selfcareModalClosed: 'selfcare_termination_modal_closed',
  withdrawalPageLoaded: 'withdrawal_page_loaded',
  withdrawalConfirmed: 'withdrawal_confirmed',
  withdrawalFailed: 'withdrawal_failed',
} as const;

export type LifecycleEventName = (typeof eventNames)[keyof typeof eventNames];

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
