import type { OfferItem, OfferType } from '../api/contract/offer.ts';
import type { UseText } from '../i18n/react.tsx';
import { offerFamily } from './offerFamily.ts';

/**
 * The products of an offer by name, as the API names them (data, not translated): per
 * position the handset and the tariff, or the packs of a position that has neither.
 */
export function productNames(items: readonly Pick<OfferItem, 'hardware' | 'tariff' | 'packs'>[]) {
  return items
    .map(({ hardware, tariff, packs }) => {
      const main = [hardware && `${hardware.manufacturer} ${hardware.name}`, tariff?.name].filter(
        Boolean,
      );
      return (main.length > 0 ? main : packs.map((pack) => pack.name)).join(' + ');
    })
    .filter(Boolean)
    .join(', ');
}

/**
 * The offer's title in the page's language: what kind of offer it is, with its products
 * by name ("Your contract extension: Apple iPhone 16 + O2 Mobile M"). The API's own name
 * of the offer is German marketing text; the title says the same in every language.
 */
export function offerTitle(
  t: UseText,
  offer: {
    offerType: OfferType;
    offers: readonly Pick<OfferItem, 'hardware' | 'tariff' | 'packs'>[];
  },
): string {
  return t(`offerDetails:title.${offerFamily(offer.offerType)}`, {
    products: productNames(offer.offers),
  });
}
