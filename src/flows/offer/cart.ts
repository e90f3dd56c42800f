import type { Offer } from '../../api/contract/offer.ts';
import type { CartInput } from '../../stores/cart.ts';

/**
 * The cart (SPEC §3) for a loaded offer: what later steps, the guards and the
 * confirmation's analytics need, without any personal data.
 */
export function buildCart(offer: Offer, token: string): CartInput {
  return {
    token,
    offerId: offer.id,
    offerUseCase: offer.offerUseCase,
    useCase: offer.offerUseCase,
    productTypes: offer.productTypes,
    offers: offer.offers,
    redirectedFromPaymentProvider: false,
  };
}

/** Where the customer goes from the offer: the login first when the offer asks for one. */
export const nextStepAfterOffer = (offer: Pick<Offer, 'requirements'>) =>
  offer.requirements.needsLogin || offer.requirements.needsOtp ? 'offerLogin' : 'offerPersonalData';
