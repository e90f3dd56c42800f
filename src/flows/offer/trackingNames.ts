/** The offer flow: data layer event names (the tag manager's triggers match on these). */
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
} as const;

// Names this area in the analytics types (src/analytics/areas.ts).
declare module '../../analytics/areas.ts' {
  interface AreaTracking {
    offer: typeof import('./trackingNames.ts');
  }
}
