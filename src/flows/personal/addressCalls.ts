import { importWhenReachable } from '../../ui/importWhenReachable.ts';
import { loadApi } from '../loadApi.ts';

const validationCalls = importWhenReachable(
  'lazy-files:src/api/contract/calls/validation.ts',
  () => import('../../api/contract/calls/validation.ts'),
);

/**
 * The address check's calls, loaded when it runs and prefetched on a form's first input, so
 * a save pressed as the network drops needs no code it does not have.
 */
export const loadAddressCalls = () => loadApi(validationCalls);
