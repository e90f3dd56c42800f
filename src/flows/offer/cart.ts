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
    offerType: offer.offerType,
    productTypes: offer.productTypes,
    offers: offer.offers,
    requirements: offer.requirements,
    redirectedFromPaymentProvider: false,
  };
}
