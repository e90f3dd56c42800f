import type { Offer } from '../../api/contract/offer.ts';

/**
 * A loaded offer decides the use case from now on (SPEC §3): its texts, and those of the
 * steps after it, are the Novum variants for a Novum offer. The store carries zod, so it
 * loads beside the offer, not with the page.
 */
export async function adoptUseCase(offer: Pick<Offer, 'offerUseCase'>): Promise<void> {
  const { setUseCase } = await import('../../stores/useCase.ts');
  setUseCase(offer.offerUseCase);
}
