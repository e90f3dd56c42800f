/**
 * Registry of the elements click tracking reports (`data-track-id`). A click on an id not
 * listed here is only logged: a typo must not create a stray event in the reports. Add an
 * id here when a screen marks a new element.
 */
export const clickTrackingIds = [
  'offer.document.download',
  'offer.login.start',
  'offer.hotline.call',
  'offer.step.back',
  'offer.submit',
  'offer.payment.start',
  'offer.error.hotline.call',
  'idv.method.start',
  'idv.postIdent.couponDownload',
  'termination.offerHotline.call',
  'termination.comboDiscount.call',
  'termination.comboDiscount.terminateNow',
  'termination.confirmation.download',
  'withdrawal.confirmation.download',
  'selfcareTermination.submit',
  'emailRejection.confirm',
  'entryNovum.start',
  'error.clear',
] as const;

export type ClickTrackingId = (typeof clickTrackingIds)[number];

export const isClickTrackingId = (id: string): id is ClickTrackingId =>
  (clickTrackingIds as readonly string[]).includes(id);
