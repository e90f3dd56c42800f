import { loadApi } from '../loadApi.ts';

/**
 * The address check's calls, loaded when it runs and prefetched on a form's first input, so
 * a save pressed as the network drops needs no code it does not have.
 */
export const loadAddressCalls = () =>
  loadApi(() => import('../../api/contract/calls/validation.ts'));
