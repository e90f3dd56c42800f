import type { OfferState } from '../../api/contract/offer.ts';

/**
 * An offer that was ordered (accepted, then confirmed) has nothing left to answer: a
 * customer who comes back to it by link, history or reload belongs on its confirmation,
 * not on a form that would order it again.
 */
export const isOrdered = (state: OfferState): boolean =>
  state === 'submitted' || state === 'confirmed';
