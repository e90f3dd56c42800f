import { RequestError } from '../../../api/errors/classes.ts';

/**
 * Why a code was not exchanged, as the customer needs to know it: the code itself is wrong
 * (unknown, used, expired or malformed), they tried too often, or the API did not answer.
 */
export type LoginProblem = 'invalidCode' | 'tooMany' | 'unavailable';

export function loginProblem(error: unknown): LoginProblem {
  const status = error instanceof RequestError ? error.response?.status : undefined;
  if (status === 429) return 'tooMany';
  // The API refuses a bad code with 401 and one of the wrong shape with 400.
  if (status === 400 || status === 401) return 'invalidCode';
  return 'unavailable';
}
