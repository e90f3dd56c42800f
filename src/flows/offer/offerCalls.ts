import { reachableCalls } from '../loadApi.ts';

/**
 * The offer's calls, for every screen that asks for the offer or sends its code. Fetched in
 * full before they are imported: in Firefox and WebKit an import that failed in a dropped
 * connection would fail every later call of the page.
 */
export const loadOfferCalls = reachableCalls(
  'lazy-files:src/api/contract/calls/offer.ts',
  () => import('../../api/contract/calls/offer.ts'),
);
