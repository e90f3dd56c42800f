import type { OfferType } from '../api/contract/offer.ts';
import type { UseCase } from '../api/contract/useCases.ts';
import type { OrderSummary } from '../api/contract/order.ts';
import { sessionStorageOf } from '../release/sessionStorage.ts';
import { routeById } from '../routes.ts';
import { push, type Ecommerce, type LifecycleEvent } from './dataLayer.ts';
import { alternativeOfferCode, offerKind } from './offerKind.ts';
import { analyticsLanguage, analyticsPageLocation, analyticsPageName } from './pagePath.ts';
import { productLines, type ProductLineSource } from './productLines.ts';
import {
  terminationLabel,
  type TerminationChoice,
  type TerminationOutcome,
} from './terminationLabel.ts';

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

export interface TrackedFailure {
  /** Code of the error catalogue, e.g. OfferExpired; never a message or a server text. */
  errorCode?: string | undefined;
  /** The offer, when it is known at the time of the failure. */
  offer?: Pick<TrackedOffer, 'offerType'> | undefined;
}

export type TerminationModal = 'requiredFields' | 'comboDiscount';

const currentUrl = (): string => (typeof location === 'undefined' ? '' : location.pathname);

function track(event: LifecycleEvent['event'], fields: Partial<Omit<LifecycleEvent, 'event'>>) {
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

const kindOf = (offer: Pick<TrackedOffer, 'offerType'> | undefined) =>
  offer?.offerType === undefined
    ? {}
    : {
        offerKind: offerKind(offer.offerType),
        alternativeOfferCode: alternativeOfferCode(offer.offerType),
      };

const withProducts = (offer: TrackedOffer) => ({
  ...kindOf(offer),
  ecommerce: { currencyCode: 'EUR', products: productLines(offer.offers) } satisfies Ecommerce,
});

const failure = (description: TrackingErrorDescription, { errorCode, offer }: TrackedFailure) => ({
  ...kindOf(offer),
  errorDescription: description,
  errorCode: errorCode ?? null,
});

const PURCHASE_KEY_PREFIX = 'analytics:purchase:';
// Fallback where the browser denies sessionStorage: at least once per page load.
const purchasesTracked = new Set<string>();

export type TrackedOrder = TrackedOffer &
  Pick<OrderSummary, 'orderReference' | 'totals'> & {
    /** Brand name the order was placed with. */
    affiliation: string;
    /** Payment method, e.g. sepa; absent when nothing was paid. */
    payment?: string | undefined;
  };

/** Tracks the purchase once per order in this tab, however often the page is shown. */
function confirmationPurchase(order: TrackedOrder): boolean {
  const storage = typeof window === 'undefined' ? null : sessionStorageOf(window);
  const key = PURCHASE_KEY_PREFIX + order.orderReference;
  if (purchasesTracked.has(key) || readFlag(storage, key)) return false;
  purchasesTracked.add(key);
  writeFlag(storage, key);
  const { orderReference, affiliation, payment, totals } = order;
  track(eventNames.confirmationPurchase, {
    ...kindOf(order),
    ecommerce: {
      currencyCode: 'EUR',
      purchase: {
        actionField: {
          id: orderReference,
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

/** What an identity verification event concerns: the method, and the use case of its texts. */
export interface IdvEventContext {
  useCase: UseCase;
  /** The method, e.g. videoIdent, where the event concerns one. */
  method?: string | undefined;
}

/** Identity verification events (SPEC §4), each with the use case of the verification. */
function trackIdv(
  event: LifecycleEvent['event'],
  { useCase, method }: IdvEventContext,
  fields: Partial<Omit<LifecycleEvent, 'event'>> = {},
) {
  track(event, { label: method ?? null, useCase, ...fields });
}

export const idvEvents = {
  /** `methods`: the methods offered, in display order. */
  selectionPageLoaded: (methods: readonly string[], context: IdvEventContext) =>
    trackIdv(eventNames.idvSelectionPageLoaded, context, { label: methods.join(',') || null }),
  success: (context: IdvEventContext) => trackIdv(eventNames.idvSuccess, context),
  error: (errorCode: string | undefined, context: IdvEventContext) =>
    trackIdv(eventNames.idvError, context, { errorCode: errorCode ?? null }),
  cancelled: (context: IdvEventContext) => trackIdv(eventNames.idvCancelled, context),
  pending: (context: IdvEventContext) => trackIdv(eventNames.idvPending, context),
  submitted: (context: IdvEventContext) => trackIdv(eventNames.idvSubmitted, context),
};

const labelled = (choice: TerminationChoice, outcome?: TerminationOutcome) => ({
  label: terminationLabel(choice, outcome),
});

/** Termination form events (SPEC §4). */
export const terminationEvents = {
  pageLoaded: () => track(eventNames.terminationPageLoaded, {}),
  submitted: (choice: TerminationChoice) =>
    track(eventNames.terminationSubmitted, labelled(choice, 'success')),
  submitFailed: (choice: TerminationChoice, errorCode?: string) =>
    track(eventNames.terminationSubmitFailed, {
      ...labelled(choice, 'failure'),
      errorCode: errorCode ?? null,
    }),
  /** The customer left the form or chose not to terminate. */
  cancelled: (choice: TerminationChoice) =>
    track(eventNames.terminationCancelled, labelled(choice)),
  teaserViewed: () => track(eventNames.terminationTeaserViewed, {}),
  modalViewed: (modal: TerminationModal) =>
    track(eventNames.terminationModalViewed, { label: modal }),
  modalClosed: (modal: TerminationModal) =>
    track(eventNames.terminationModalClosed, { label: modal }),
};

/** Self-care termination events (SPEC §4). */
export const selfcareTerminationEvents = {
  submitClicked: (choice: TerminationChoice) =>
    track(eventNames.selfcareSubmitClicked, labelled(choice)),
  submitted: (choice: TerminationChoice) =>
    track(eventNames.selfcareSubmitted, labelled(choice, 'success')),
  failed: (choice: TerminationChoice, errorCode?: string) =>
    track(eventNames.selfcareFailed, {
      ...labelled(choice, 'failure'),
      errorCode: errorCode ?? null,
    }),
  modalDisplayed: (modal: TerminationModal) =>
    track(eventNames.selfcareModalDisplayed, { label: modal }),
  modalClosed: (modal: TerminationModal) => track(eventNames.selfcareModalClosed, { label: modal }),
};

/** The offer a withdrawal concerns, where it is known (from the order or the receipt). */
type WithdrawnOffer = Pick<TrackedOffer, 'offerType'> | undefined;

/** Withdrawal function events, each with the offer kind of the order withdrawn. */
export const withdrawalEvents = {
  pageLoaded: (offer: WithdrawnOffer) => track(eventNames.withdrawalPageLoaded, kindOf(offer)),
  /** "Widerruf bestätigen" and the API received it. */
  confirmed: (offer: WithdrawnOffer) => track(eventNames.withdrawalConfirmed, kindOf(offer)),
  /** Refused (`WithdrawalPeriodEnded`…), invalid or unanswered. */
  failed: (errorCode: string, offer: WithdrawnOffer) =>
    track(eventNames.withdrawalFailed, { ...kindOf(offer), errorCode }),
};

const CONFIRMATION_PAGE = routeById('offerConfirmation').tracking;

export interface PageViewOptions {
  /**
   * The first-page-view flag (SPEC §3): the visit starts on this page (the tab's first
   * page, or the same page loaded again) rather than arriving from another of its pages.
   */
  firstPageView?: boolean;
  returnedFromPaymentProvider?: boolean;
}

/**
 * A page shown. Where the visit starts or resumes it is an `init`, not one more step
 * within the site: on its first page view, and on the confirmation page reached back from
 * the payment provider's site (SPEC §4), whatever page the tab showed before leaving.
 */
export function pageView(
  pathname: string,
  { firstPageView = false, returnedFromPaymentProvider = false }: PageViewOptions = {},
): void {
  const pageName = analyticsPageName(pathname);
  const resumed = returnedFromPaymentProvider && pageName === CONFIRMATION_PAGE;
  push({
    event: firstPageView || resumed ? 'init' : 'virtualPageView',
    pageName,
    page_location: analyticsPageLocation(
      typeof location === 'undefined' ? pathname : new URL(pathname, location.origin).href,
    ),
    language: analyticsLanguage(pathname),
    loginStatus: 'no',
  });
}
