import { isAbort } from '../../../api/client/abort.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import type { Locale } from '../../../routes.ts';
import { loadApi } from '../../loadApi.ts';
import { adoptingUseCase } from '../adoptingUseCase.ts';
import { goTo } from '../../navigate.ts';
import { leaveForOfferError } from '../error/leaveForOfferError.ts';
import { isOrdered } from '../ordered.ts';

/**
 * The offer, for what it knows of the customer (the cart holds no personal data) and
 * its offer type for analytics. An offer that can no longer be taken up leads to the
 * login or the error page, one already ordered to its confirmation (undefined: the page
 * is leaving); without an answer the step goes on with an empty form ('unavailable').
 */
export async function loadOffer(
  token: string,
  locale: Locale,
): Promise<Offer | 'unavailable' | undefined> {
  try {
    const api = await loadApi();
    const offer = await adoptingUseCase(api.offerGet({ params: { id: token } }));
    if (isOrdered(offer.state)) {
      goTo('offerConfirmation', { token }, { replace: true });
      return undefined;
    }
    return offer;
  } catch (error) {
    if (isAbort(error) || leaveForOfferError(error, token, locale)) return undefined;
    return 'unavailable';
  }
}
