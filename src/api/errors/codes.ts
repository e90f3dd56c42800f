/** Codes an offer call's body may carry (SPEC §8); each keeps its name as error code. */
export const offerBodyCodes = [
  'BirthdateNotPresent',
  'Downtime',
  'IdentificationDataMissing',
  'NoHardwareStock',
  'NoPaymentMethodsAvailable',
  'OfferAbandonedPayment',
  'OfferBlocked',
  'OfferCancelled',
  'OfferConsumed',
  'OfferExpired',
  'OfferIncompatibleState',
  'OfferMismatch',
  'OfferTechError',
  'OfferPaymentWaitForCapture',
  'OfferWithdrawn',
  'PersonalDataMissing',
  'ReservationAmountCanNotBeBlocked',
  'ReservationCallHotline',
  'ReservationFoundNoOrder',
  'ReservationRetryDowntime',
  'ReservationRetryLater',
  'ReservationRetryModal',
  'TechnicalProblem',
] as const;

/** Offer errors the site raises itself, e.g. when the payment provider reports an abort. */
export const offerClientCodes = [
  'DocumentsNotLoaded',
  'OfferResetFailed',
  'OfferSummaryNotLoaded',
  'PaymentAborted',
  'PaymentFailed',
] as const;

/** Offer errors decided by the HTTP status or by the absence of a known code. */
export const offerStatusCodes = ['NotAuthorized', 'Forbidden', 'NotFound', 'Unexpected'] as const;

export const offerCodes = [...offerStatusCodes, ...offerBodyCodes, ...offerClientCodes] as const;

/** Codes an identity verification call's body may carry; each is its own outcome. */
export const idvBodyCodes = [
  'IDV_COMPLETED',
  'IDV_NO_METHODS_AVAILABLE',
  'IDV_SUCCESS',
  'NO_MORE_IDV_POSSIBLE',
  'OFFER_CANCELLED',
  'OFFER_CONSUMED',
  'OFFER_EXPIRED',
  'RESERVATION_CALL_HOTLINE',
  'TECHNICAL_PROBLEM',
  'DOWNTIME',
] as const;

export const idvStatusCodes = ['NotFound', 'Unexpected'] as const;

/** The verification belongs to another brand than the site's (X-Brand); the body names it. */
export const idvMismatchCode = 'IdvMismatch';

export const idvCodes = [...idvStatusCodes, ...idvBodyCodes, idvMismatchCode] as const;

/** Codes of errors that belong to no offer or identity verification. */
export const apiCodes = ['ValidationFailed', 'ApiError', 'Unexpected'] as const;

export type OfferBodyCode = (typeof offerBodyCodes)[number];
export type OfferClientCode = (typeof offerClientCodes)[number];
export type OfferCode = (typeof offerCodes)[number];
export type IdvBodyCode = (typeof idvBodyCodes)[number];
export type IdvCode = (typeof idvCodes)[number];
export type ApiCode = (typeof apiCodes)[number];

export const messages = {
  offerNotAuthorized: 'Not authorized to access offer.',
  offerForbidden: 'Forbidden to access offer.',
  offerNotFound: 'Offer could not be found.',
  offerBody: 'Offer could not be accessed.',
  offerUnexpected: 'There was an unexpected error while accessing the offer.',
  idvNotFound: 'Idv could not be found.',
  idvBody: 'Idv could not be accessed.',
  idvUnexpected: 'There was an unexpected error while accessing the idv.',
  idvMismatch: 'Idv belongs to another brand.',
  documentsNotLoaded: 'Offer documents could not be loaded.',
  offerResetFailed: 'Offer could not be reset.',
  offerSummaryNotLoaded: 'Offer summary could not be loaded.',
  paymentAborted: 'Payment was aborted by the customer.',
  paymentFailed: 'Payment failed.',
  validation: 'Validation failed.',
  api: 'Error occurred while doing an api request.',
} as const;
