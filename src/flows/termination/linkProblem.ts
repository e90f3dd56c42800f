import { ApiError, ValidationError } from '../../api/errors/classes.ts';

/**
 * Why a prefill link no longer works: changed or for another brand (403), expired (410), not
 * a link, or read before this page was loaded anew (its data lives in the page's memory).
 */
export type LinkProblem = 'changed' | 'expired' | 'invalid' | 'reloaded';

/** A refused link: 403 changed (or another brand's), 410 expired, 400 not a link at all. */
export function linkProblemOf(error: unknown): LinkProblem | undefined {
  if (error instanceof ValidationError)
    return error.errors.some((e) => e.field === 'data' || e.field === 'query.data')
      ? 'invalid'
      : undefined;
  if (!(error instanceof ApiError)) return undefined;
  const status = error.response?.status;
  return status === 403 ? 'changed' : status === 410 ? 'expired' : undefined;
}
