import { useEffect, useState } from 'react';
import { ORDER_SENT_STORAGE_KEY } from '../../stores/orderSentKey.ts';

// The tab that sends an order leaves for the confirmation or the payment provider itself.
const sentHere = new Set<string>();

/** This tab is sending the offer's order: its own steps are not told "ordered elsewhere". */
export function sendingOrderHere(token: string): void {
  sentHere.add(token);
}

const anyOrderSent = (): boolean => {
  try {
    return window.localStorage.getItem(ORDER_SENT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * Whether the offer's order was sent from another tab (or before this page was opened):
 * the browser's marks of sent orders say so (by the token's hash), and their store follows
 * the other tab's writes as they happen. The store and the hashing load only once there
 * is a mark, after the step is on screen.
 */
export function useOrderedElsewhere(token: string): boolean {
  const [ordered, setOrdered] = useState(false);
  useEffect(() => {
    let current = true;
    let stop = () => {};
    const follow = () => {
      window.removeEventListener('storage', onStorage);
      import('../../stores/orderSent.ts')
        .then(async ({ $ordersSent, offerMark }) => {
          const mark = await offerMark(token);
          if (current)
            stop = $ordersSent.subscribe((sent) => setOrdered(sent?.[mark] !== undefined));
        })
        // Not loaded, or no Web Crypto (only outside a secure context): the API refuses a
        // second order when this tab sends one.
        .catch(() => undefined);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === ORDER_SENT_STORAGE_KEY) follow();
    };
    if (anyOrderSent()) follow();
    else window.addEventListener('storage', onStorage);
    return () => {
      current = false;
      window.removeEventListener('storage', onStorage);
      stop();
    };
  }, [token]);
  return ordered && !sentHere.has(token);
}
