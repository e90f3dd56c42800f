import type { OrderSummary } from '../../../api/contract/order.ts';
import { offerEvents } from '../events.ts';
import { sha256Hex } from '../../../security/sha256Hex.ts';
import { sessionStorageOf } from '../../../stores/sessionStorage.ts';
import type { CartSummary } from '../../../stores/cart.ts';

/** The summary from the API, or the cart's copy without personal data and IBAN. */
export type ConfirmedOrder = CartSummary & Partial<Pick<OrderSummary, 'maskedIban'>>;

/** Followed by the hash of the order reference. */
export const CONFIRMATION_KEY_PREFIX = 'analytics:confirmation:';
// Where the browser denies sessionStorage: at least once per page load.
const trackedOrders = new Set<string>();

/** Whether the order was tracked before; marks it tracked from now on. */
function seen(key: string): boolean {
  if (trackedOrders.has(key)) return true;
  trackedOrders.add(key);
  try {
    const storage = sessionStorageOf(window);
    if (storage?.getItem(key)) return true;
    storage?.setItem(key, '1');
  } catch {
    // Full or denied storage: the set above still guards this page load.
  }
  return false;
}

/**
 * The confirmation and the purchase, once per order in this tab: a reload or a second
 * visit of the page is no second sale. The tab remembers the order by the hash of its
 * reference (as the purchase names it); without Web Crypto, neither is tracked.
 */
export async function trackConfirmation(order: ConfirmedOrder, affiliation: string): Promise<void> {
  let mark: string;
  try {
    mark = await sha256Hex(order.orderReference);
  } catch {
    return;
  }
  if (seen(CONFIRMATION_KEY_PREFIX + mark)) return;
  const offer = { offerType: order.offerType, offers: order.offers };
  offerEvents.confirmation(offer);
  await offerEvents.confirmationPurchase({
    ...offer,
    orderReference: order.orderReference,
    totals: order.totals,
    affiliation,
    payment: order.maskedIban ? 'sepa' : undefined,
  });
}
