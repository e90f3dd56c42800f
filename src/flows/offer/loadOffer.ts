import { currentLocale } from '../../routing/navigate.ts';
import { isAbort } from '../../api/client/abort.ts';
import type { Offer } from '../../api/contract/offer.ts';
import { OfferError } from '../../api/errors/classes.ts';
import { offerEvents } from './events.ts';
import { leaving, ready, redirect, type Loaded, type ScreenPlace } from '../flowScreen.tsx';
import { adoptingUseCase } from './adoptingUseCase.ts';
import { leaveForOfferError } from './error/leaveForOfferError.ts';
import { isOrdered } from './ordered.ts';
import { loadOfferCalls } from './offerCalls.ts';
import { CAROUSEL_FILES } from '../../ui/carouselFiles.ts';
import { prefetchFiles } from '../../ui/importWhenReachable.ts';

/** A handset with more than one picture shows them in a carousel (Handset.tsx). */
const showsCarousel = (offer: Offer) =>
  offer.offers.some((item) => (item.hardware?.images.length ?? 0) > 1);

/**
 * The one loader of an offer for its screens. An offer already ordered leads to its
 * confirmation, a missing login to the login step, an offer that can no longer be taken
 * up to its error page; no answer at all is a failed load. The offer decides the use case
 * of the texts from now on. `tracked`: the offer page reports the load to analytics.
 */
export async function loadOffer(
  { token }: ScreenPlace,
  { tracked = false }: { tracked?: boolean } = {},
): Promise<Loaded<Offer>> {
  try {
    const api = await loadOfferCalls();
    const offer = await adoptingUseCase(
      api.offerGet({ params: { id: token }, query: { language: currentLocale() } }),
    );
    if (isOrdered(offer.state)) return redirect('offerConfirmation', { token });
    if (showsCarousel(offer)) prefetchFiles(CAROUSEL_FILES);
    if (tracked) offerEvents.offerLoaded(offer);
    return ready(offer);
  } catch (error) {
    if (isAbort(error)) return leaving;
    const code = error instanceof OfferError ? error.code : undefined;
    // A missing login is no load error: the login step comes first.
    if (tracked && code !== 'NotAuthorized')
      offerEvents.offerLoadError({
        errorCode: code ?? (error instanceof Error ? error.name : undefined),
      });
    return leaveForOfferError(error, token);
  }
}
