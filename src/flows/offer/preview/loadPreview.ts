import { currentLocale } from '../../../routing/navigate.ts';
import { isAbort } from '../../../api/client/abort.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import { failed, leaving, ready, type Loaded, type ScreenPlace } from '../../flowScreen.tsx';
import { adoptingUseCase } from '../adoptingUseCase.ts';
import { isOfferCodeAnswer, openOfferErrorPage } from '../error/leaveForOfferError.ts';
import { loadOfferCalls } from '../offerCalls.ts';

/**
 * The preview of the offer behind the token, without login. An offer error (expired,
 * unknown token, …) leads to the general offer error page: its ways back into an offer
 * would open /angebot/{token}, which a preview token never opens. Network and server
 * failures (no answer, or one without an offer code: Unexpected) fail for a retry.
 *
 * No offer_loaded event and no page view: a preview is looked at by staff and testers,
 * and counting it would put visits into the customers' offer funnel that can never end
 * in an order.
 */
export async function loadPreview({ token }: ScreenPlace): Promise<Loaded<Offer>> {
  try {
    const api = await loadOfferCalls();
    return ready(
      await adoptingUseCase(
        api.offerPreview({ params: { id: token }, query: { language: currentLocale() } }),
      ),
    );
  } catch (error) {
    if (isAbort(error)) return leaving;
    return isOfferCodeAnswer(error) ? openOfferErrorPage(error, undefined) : failed;
  }
}
