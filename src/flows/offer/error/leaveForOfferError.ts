import { OfferError } from '../../../api/errors/classes.ts';
import { failed, redirect, type Loaded } from '../../flowScreen.tsx';
import { rememberOfferError } from '../../../stores/offerError.ts';

/** The API answered with what is wrong with the offer, not with a fault of its own. */
export const isOfferCodeAnswer = (error: unknown): error is OfferError =>
  error instanceof OfferError && error.code !== 'Unexpected';

/**
 * Replaces the page with the offer error page for `error`, keeping what the error knows
 * (hotline, maintenance window) for it. Without a token it is the general error page,
 * whose ways back never open an offer.
 */
export function openOfferErrorPage(error: OfferError, token: string | undefined) {
  rememberOfferError({ ...error, code: error.code, token });
  const search = `?${new URLSearchParams({ code: error.code })}`;
  return token
    ? redirect('offerError', { token }, { replace: true, search })
    : redirect('offerErrorGeneric', {}, { replace: true, search });
}

/**
 * Where a failed offer call sends the customer: a missing login to the login step, any
 * other offer error to its error page. Anything else (no answer, a broken answer) is a
 * load that failed: the customer gets a retry here.
 */
export function leaveForOfferError(error: unknown, token: string): Promise<Loaded<never>> {
  if (!(error instanceof OfferError)) return Promise.resolve(failed);
  if (error.code === 'NotAuthorized') return redirect('offerLogin', { token });
  return openOfferErrorPage(error, token);
}
