import { isAbort } from '../../../api/client/abort.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import type { Locale } from '../../../routes.ts';
import { loadApi } from '../../loadApi.ts';
import { adoptingUseCase } from '../adoptingUseCase.ts';
import { isOfferCodeAnswer, openOfferErrorPage } from '../error/leaveForOfferError.ts';

export type PreviewLoad = { kind: 'loaded'; offer: Offer } | { kind: 'failed' };

/**
 * The preview of the offer behind `token`, without login. An offer error (expired, unknown
 * token, …) leads to the general offer error page: its ways back into an offer would open
 * /angebot/{token}, which a preview token never opens. Network and server failures
 * (no answer, or one without an offer code: Unexpected) come back as `failed` for a
 * retry; undefined: the page is leaving.
 *
 * No offer_loaded event and no page view: a preview is looked at by staff and testers,
 * and counting it would put visits into the customers' offer funnel that can never end
 * in an order.
 */
export async function loadPreview(token: string, locale: Locale): Promise<PreviewLoad | undefined> {
  try {
    const api = await loadApi();
    const offer = await adoptingUseCase(api.offerPreview({ params: { id: token } }));
    return { kind: 'loaded', offer };
  } catch (error) {
    if (isAbort(error)) return undefined;
    if (isOfferCodeAnswer(error)) {
      openOfferErrorPage(error, undefined, locale);
      return undefined;
    }
    return { kind: 'failed' };
  }
}
