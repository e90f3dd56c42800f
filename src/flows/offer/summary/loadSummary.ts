import type { Consent } from '../../../api/contract/consent.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import { ready, redirect, type Loaded, type ScreenPlace } from '../../flowScreen.tsx';
import { loadOffer } from '../loadOffer.ts';
import { enterStep } from '../offerStep.ts';
import { CHANGE_QUERY } from '../steps.ts';
import type { Answers } from './answers.ts';
import { consentWithin, readConsent } from './readConsent.ts';

export interface SummaryData {
  offer: Offer;
  answers: Answers;
  /** The advertising consent on record; none when it could not be read. */
  consent: Consent | undefined;
}

/**
 * The offer, the confirmed answers of the earlier steps and the advertising consent. A step
 * whose answer is missing (never given, or its memory-only fields gone with a reload) takes
 * the customer back there, as a change: once answered it returns here, not through the
 * steps after it.
 */
export async function loadSummary(place: ScreenPlace): Promise<Loaded<SummaryData>> {
  const entered = await enterStep('offerSummary', place);
  if (entered.kind !== 'ready') return entered;
  // Asked beside the offer; once the offer is there, waited for only a little longer.
  const consent = readConsent(place.token);
  const [offer, { readAnswers }] = await Promise.all([loadOffer(place), import('./answers.ts')]);
  if (offer.kind !== 'ready') return offer;
  const check = readAnswers(place.token, offer.data.requirements);
  if (check.kind === 'missing')
    return redirect(
      check.step,
      { token: place.token },
      { replace: true, search: `?${CHANGE_QUERY}` },
    );
  return ready({
    offer: offer.data,
    answers: check.answers,
    consent: await consentWithin(consent),
  });
}
