import type { Offer } from '../../../api/contract/offer.ts';
import type { Cart } from '../../../stores/cart.ts';
import { flowScreen, ready, redirect, type Loaded, type ScreenPlace } from '../../flowScreen.tsx';
import { OfferStepSkeleton } from '../OfferStepSkeleton.tsx';
import { loadOffer } from '../loadOffer.ts';
import { enterStep } from '../offerStep.ts';
import type { Answers } from './answers.ts';

export interface SummaryData {
  cart: Cart | undefined;
  offer: Offer;
  answers: Answers;
}

/**
 * The offer and the confirmed answers of the earlier steps. A step whose answer is missing
 * takes the customer back there.
 */
async function loadSummary(place: ScreenPlace): Promise<Loaded<SummaryData>> {
  const entered = await enterStep('offerSummary', place);
  if (entered.kind !== 'ready') return entered;
  const [offer, { readAnswers }] = await Promise.all([loadOffer(place), import('./answers.ts')]);
  if (offer.kind !== 'ready') return offer;
  const check = readAnswers(place.token, offer.data.requirements);
  if (check.kind === 'missing') return redirect(check.step, { token: place.token });
  return ready({ cart: entered.data.cart, offer: offer.data, answers: check.answers });
}

/**
 * /angebot/{token}/zusammenfassung: the customer checks the answers, confirms the legal
 * notes and orders. The order is sent with one idempotency key, however often the button
 * is pressed.
 */
export default flowScreen<SummaryData>({
  Skeleton: () => <OfferStepSkeleton sections={[5, 4, 3, 4, 5]} />,
  load: loadSummary,
  view: () => import('./SummaryView.tsx'),
  failedTexts: 'summary:loadFailed',
});
