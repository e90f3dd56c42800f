import type { OfferCode } from '../../../api/errors/codes.ts';
import { redirect } from '../../flowScreen.tsx';
import { rememberOfferError, type OfferErrorInput } from '../../../stores/offerError.ts';

/**
 * The offer error page for this offer, with what the error knows (hotline, downtime) kept
 * for it; replaces the current page so the back button does not return into the order.
 */
export function showOfferError(code: OfferCode, token: string, error?: OfferErrorInput) {
  rememberOfferError({ ...error, code, token });
  return redirect(
    'offerError',
    { token },
    { replace: true, search: `?${new URLSearchParams({ code })}` },
  );
}
