import { reachableCalls } from '../../loadApi.ts';

/**
 * The order's calls: prefetched while the customer ticks the confirmations, and what the
 * order button sends with. Fetched in full before they are imported: in Firefox and WebKit an
 * import that failed in a dropped connection would fail every order after it.
 */
export const loadOrderCalls = reachableCalls(
  'lazy-files:src/api/contract/calls/order.ts',
  () => import('../../../api/contract/calls/order.ts'),
);
