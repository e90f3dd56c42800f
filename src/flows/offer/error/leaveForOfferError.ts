import { OfferError } from '../../../api/errors/classes.ts';
import type { Locale } from '../../../routes.ts';
import { goTo } from '../../navigate.ts';
import { offerErrorHref, rememberOfferError } from './errorState.ts';

/** The API answered with what is wrong with the offer, not with a fault of its own. */
export const isOfferCodeAnswer = (error: unknown): error is OfferError =>
  error instanceof OfferError && error.code !== 'Unexpected';

/**
 * Replaces the page with the offer error page for `error`, keeping what the error knows
 * (hotline, maintenance window) for it. Without a token it is the general error page,
 * whose ways back never open an offer.
 */
export function openOfferErrorPage(error: OfferError, token: string | undefined, locale: Locale) {
  rememberOfferError({ ...error, code: error.code, token });
  window.location.replace(offerErrorHref(error.code, token, locale));
}

/**
 * Where a failed offer call sends the customer: a missing login to the login step, any
 * other offer error to its error page. True when the page is leaving; anything else (no
 * answer, a broken answer) stays with the caller, who offers a retry.
 */
export function leaveForOfferError(error: unknown, token: string, locale: Locale): boolean {
  if (!(error instanceof OfferError)) return false;
  if (error.code === 'NotAuthorized') {
    goTo('offerLogin', { token }, { replace: true });
    return true;
  }
  openOfferErrorPage(error, token, locale);
  return true;
}
