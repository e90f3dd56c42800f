import { reachableCalls } from './loadApi.ts';

/**
 * The checks' calls (address, IBAN): loaded when a check runs and prefetched on a form's
 * first input, so a save pressed as the network drops needs no code it does not have. Fetched
 * in full before they are imported: Firefox and WebKit keep a failed import failed.
 */
export const loadValidationCalls = reachableCalls(
  'lazy-files:src/api/contract/calls/validation.ts',
  () => import('../api/contract/calls/validation.ts'),
);
