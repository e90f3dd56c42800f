import { reachableCalls } from '../../loadApi.ts';

/**
 * The login's calls: the code's exchange and the session's renewal. Fetched in full before
 * they are imported: in Firefox and WebKit an import that failed in a dropped connection
 * would fail every later login of the page, and end the session it should have renewed.
 */
export const loadAuthCalls = reachableCalls(
  'lazy-files:src/api/contract/calls/auth.ts',
  () => import('../../../api/contract/calls/auth.ts'),
);
