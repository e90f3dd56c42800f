import { useCart } from './useCart.ts';

// The tab that sends an order leaves for the confirmation or the payment provider itself.
const sentHere = new Set<string>();

/** This tab is sending the offer's order: its own steps are not told "ordered elsewhere". */
export function sendingOrderHere(token: string): void {
  sentHere.add(token);
}

/**
 * Whether the offer's order was sent from another tab (or before this page was opened):
 * the cart says when, and its store follows the other tab's writes as they happen.
 */
export function useOrderedElsewhere(token: string): boolean {
  const cart = useCart(token);
  return cart?.orderSentAt !== undefined && !sentHere.has(token);
}
