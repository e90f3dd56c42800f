import { sha256Hex } from '../security/sha256Hex.ts';
import { isDatedMarks, withMark } from './datedMarks.ts';
import { ORDER_SENT_STORAGE_KEY } from './orderSentKey.ts';
import { guardedAtom } from './validatedAtom.ts';

export { ORDER_SENT_STORAGE_KEY };

/** A mark older than this goes with the next order sent from the browser. */
export const ORDER_SENT_KEPT_DAYS = 30;

/**
 * How an offer is named here: the SHA-256 of its token. The token itself opens the offer
 * (and, for an existing customer, their details); its hash opens nothing.
 */
export const offerMark = (token: string): Promise<string> => sha256Hex(token);

/**
 * Offers whose order was sent from this browser, by mark, with when: the one thing the
 * offer's other tabs need to stop asking for answers. In localStorage, which every tab of
 * the origin shares and whose changes reach the open tabs as they happen (the cart is
 * each tab's own, in sessionStorage). No zod: new zod schemas grow the zod every step loads.
 */
export const $ordersSent = guardedAtom(ORDER_SENT_STORAGE_KEY, isDatedMarks);

/** The order of the offer with this token was sent: its other tabs learn of it. */
export async function markOrderSent(token: string, at: Date = new Date()): Promise<void> {
  const mark = await offerMark(token);
  $ordersSent.set(withMark($ordersSent.get(), mark, at, ORDER_SENT_KEPT_DAYS));
}

/** The offer was reset to pay again: it takes an order once more. */
export async function unmarkOrderSent(token: string): Promise<void> {
  const mark = await offerMark(token);
  const others = Object.entries($ordersSent.get() ?? {}).filter(([sent]) => sent !== mark);
  $ordersSent.set(others.length > 0 ? Object.fromEntries(others) : undefined);
}
