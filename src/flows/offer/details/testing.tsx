import { callExamples } from '../../../api/contract/examples.ts';
import type { Offer, OfferItem } from '../../../api/contract/offer.ts';

/** Test helpers of the offer details: not shipped, only imported by *.test.tsx. */

export { renderUi as renderDetails } from '../../../ui/renderUi.tsx';

/** A fresh copy of the contract's example offer, safe to change in a test. */
export const exampleOffer = (): Offer => structuredClone(callExamples.offerGet.response);

/** The example offer's title as the page shows it (its kind and products, not the API's name). */
export const exampleTitle = 'Ihre Vertragsverlängerung: Apple iPhone 17 + Mobile M';

/** The example offer's first handset or tariff, a fresh copy. */
export function examplePart<Kind extends 'hardware' | 'tariff'>(
  kind: Kind,
): NonNullable<OfferItem[Kind]> {
  const part = exampleOffer().offers[0]?.[kind];
  if (!part) throw new Error(`the example offer has a ${kind}`);
  return part;
}
