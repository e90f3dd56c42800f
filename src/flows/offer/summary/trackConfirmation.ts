import type { OrderSummary } from '../../../api/contract/order.ts';
import { offerEvents } from '../events.ts';
import { sha256Hex } from '../../../security/sha256Hex.ts';
import type { CartSummary } from '../../../stores/cart.ts';
import { afterTagManagerConsent } from '../../../analytics/consent.ts';
import { firstTracking, rememberTracked } from '../../../stores/trackedOrders.ts';

/** The summary from the API, or the cart's copy without personal data and IBAN. */
export type ConfirmedOrder = CartSummary & Partial<Pick<OrderSummary, 'maskedIban'>>;

/**
 * The confirmation and the purchase, once per order in this browser: a reload, the back
 * button or the page in another tab is no second sale (once the customer consented to the
 * statistics: before that, nothing is sent, nor recorded). The order is named by the SHA-256
 * (hex) of its reference, in the purchase and in the browser's record alike, never by the
 * reference itself: with the customer's name and e-mail, the reference is what a withdrawal
 * asks for. Without Web Crypto (only outside a secure context), neither is tracked.
 */
export async function trackConfirmation(order: ConfirmedOrder, affiliation: string): Promise<void> {
  let transactionId: string;
  try {
    transactionId = await sha256Hex(order.orderReference);
  } catch {
    return;
  }
  if (!firstTracking(transactionId)) return;
  const offer = { offerType: order.offerType, offers: order.offers };
  offerEvents.confirmation(offer);
  offerEvents.confirmationPurchase({
    ...offer,
    transactionId,
    totals: order.totals,
    affiliation,
    payment: order.maskedIban ? 'sepa' : undefined,
  });
  // The events wait in the data layer for the tag manager; the browser's record of them
  // waits for the same consent.
  afterTagManagerConsent(() => rememberTracked(transactionId));
}
