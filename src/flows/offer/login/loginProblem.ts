import { RequestError } from '../../../api/errors/classes.ts';
import { readErrorBody } from '../../../api/errors/map.ts';

/**
 * Why a code was not exchanged, as the customer needs to know it: the code itself is wrong
 * (unknown, used, expired or malformed; with the tries the offer still allows), they tried
 * too often (until when the offer is locked), or the API did not answer.
 */
export type LoginProblem =
  | { kind: 'invalidCode'; triesLeft?: number | undefined }
  | { kind: 'tooMany'; lockedUntil?: string | undefined }
  | { kind: 'unavailable' };

export function loginProblem(error: unknown): LoginProblem {
  const response = error instanceof RequestError ? error.response : undefined;
  const body = readErrorBody(response?.body);
  if (response?.status === 429) return { kind: 'tooMany', lockedUntil: body.lockedUntil };
  // The API refuses a bad code with 401 and one of the wrong shape with 400.
  if (response?.status === 400 || response?.status === 401)
    return { kind: 'invalidCode', triesLeft: body.triesLeft };
  return { kind: 'unavailable' };
}
