import type { OfferCode } from '../../api/errors/codes.ts';
import { OfferError } from '../../api/errors/classes.ts';
import { loadApi } from '../loadApi.ts';
import { sendStep, type Sent } from '../step/sendStep.ts';

/** What the API says of an offer code: an offer to open, or its answer about the offer. */
export type Verified = Sent<unknown, never, OfferCode>;

/** Asks the API whether the code is an offer's (the code form on /angebot). */
export function verifyOffer(code: string): Promise<Verified> {
  return sendStep(
    async () => {
      const api = await loadApi(() => import('../../api/contract/calls/offer.ts'));
      return api.offerVerify({ params: { id: code } });
    },
    {
      // The form has one field, the code: the API names no other.
      place: () => [],
      refusal: (error) => (error instanceof OfferError ? error.code : undefined),
    },
  );
}
