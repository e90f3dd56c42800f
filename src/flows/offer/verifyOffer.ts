import type { OfferCode } from '../../api/errors/codes.ts';
import { OfferError } from '../../api/errors/classes.ts';
import { sendStep, type Sent } from '../step/sendStep.ts';
import { loadOfferCalls } from './offerCalls.ts';

/** What the API says of an offer code: an offer to open, or its answer about the offer. */
export type Verified = Sent<unknown, never, OfferCode>;

/** Asks the API whether the code is an offer's (the code form on /angebot). */
export function verifyOffer(code: string): Promise<Verified> {
  return sendStep(
    async () => {
      const api = await loadOfferCalls();
      return api.offerVerify({ params: { id: code } });
    },
    {
      // The form has one field, the code: the API names no other.
      place: () => [],
      refusal: (error) => (error instanceof OfferError ? error.code : undefined),
    },
  );
}
