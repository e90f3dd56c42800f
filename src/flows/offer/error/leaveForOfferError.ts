import { OfferError } from '../../../api/errors/classes.ts';
import type { Locale } from '../../../routes.ts';
import { goTo } from '../../navigate.ts';
import { offerErrorHref, rememberOfferError } from './errorState.ts';

/**
 * Where a failed offer call sends the customer: a missing login to the login step, any
 * other offer error to its error page (with what the error knows kept for it). True when
 * the page is leaving; anything else (no answer, a server fault) stays with the caller,
 * who offers a retry.
 */
export function leaveForOfferError(error: unknown, token: string, locale: Locale): boolean {
  if (!(error instanceof OfferError)) return false;
  if (error.code === 'NotAuthorized') {
    goTo('offerLogin', { token }, { replace: true });
    return true;
  }
  rememberOfferError({ ...error, code: error.code, token });
  window.location.replace(offerErrorHref(error.code, token, locale));
  return true;
}
