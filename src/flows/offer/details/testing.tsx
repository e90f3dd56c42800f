import { callExamples } from '../../../api/contract/examples.ts';
import type { Offer } from '../../../api/contract/offer.ts';

/** Test helpers of the offer details: not shipped, only imported by *.test.tsx. */

export { renderUi as renderDetails } from '../../../ui/renderUi.tsx';

/** A fresh copy of the contract's example offer, safe to change in a test. */
export const exampleOffer = (): Offer => structuredClone(callExamples.offerGet.response);

/** The example offer's title as the page shows it (its kind and products, not the API's name). */
export const exampleTitle = 'Ihre Vertragsverlängerung: Apple iPhone 17 + Mobile M';
