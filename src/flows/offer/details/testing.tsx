import { callExamples } from '../../../api/contract/examples.ts';
import type { Offer, OfferItem, Pack } from '../../../api/contract/offer.ts';
import type { PriceEntry } from '../../../api/contract/price.ts';

/** Test helpers of the offer details: not shipped, only imported by *.test.tsx. */

export { renderUi as renderDetails } from '../../../ui/renderUi.tsx';

/** A fresh copy of the contract's example offer, safe to change in a test. */
export const exampleOffer = (): Offer => structuredClone(callExamples.offerGet.response);

/** The example offer as an extension of a running contract: Mobile S (2023) until 28.01.2027. */
export function extensionOffer(): Offer {
  const offer = exampleOffer();
  const [item] = offer.offers;
  if (!item) throw new Error('the example offer has a position');
  item.currentContract = {
    tariffName: 'Mobile S (2023)',
    monthlyPrice: 24.99,
    minimumTermEnd: '2027-01-28',
    newMinimumTermEnd: '2029-01-28',
  };
  return offer;
}

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

/** A pack as the API sends it, with its prices in order. */
export const pack = (
  id: string,
  type: Pack['type'],
  name: string,
  ...prices: PriceEntry[]
): Pack => ({
  id,
  type,
  name,
  prices,
});

/** A price entry charged every month (or once), with what else it says. */
export const charge = (
  type: PriceEntry['type'],
  amount: number,
  more: Partial<PriceEntry> = {},
): PriceEntry => ({ type, amount, kind: 'charge', ...more });
