import type { Offer } from '../../api/contract/offer.ts';

/**
 * The offer `request` answers, which decides the use case from now on (SPEC §3): its
 * texts, and those of the steps after it, are the Novum variants for a Novum offer. The
 * store carries zod, so it loads beside the offer call: not with the page, nor after the
 * answer (one more round trip before the screen shows).
 */
export async function adoptingUseCase<T extends Pick<Offer, 'offerUseCase'>>(
  request: Promise<T>,
): Promise<T> {
  const [offer, { setUseCase }] = await Promise.all([request, import('../../stores/useCase.ts')]);
  setUseCase(offer.offerUseCase);
  return offer;
}
