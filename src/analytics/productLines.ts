import type { Hardware, Pack, Tariff } from '../api/contract/offer.ts';
import type { PriceEntry, PricePeriod } from '../api/contract/price.ts';

export type ProductCategory = 'Handy' | 'Tarif' | 'Pack';

/** One analytics product line (SPEC §3), in the tag manager's product field names. */
export interface ProductLine {
  name: string;
  id: string;
  price: number;
  category: ProductCategory;
  /** 1-based index of the offer position the product belongs to. */
  position: number;
  productMonthlyPrice: number;
  productOnetimePrice: number;
  quantity: 1;
  /** Handsets only: the product name, as the spec asks (not the manufacturer). */
  brand?: string;
  /** Handsets only: colour and capacity, e.g. "Midnight 256 GB". */
  variant?: string;
}

type Prices = { prices: readonly Pick<PriceEntry, 'type' | 'amount'>[] };

/** The parts of an offer position the lines are built from; cart and contract items fit. */
export interface ProductLineSource {
  hardware?: (Pick<Hardware, 'id' | 'name' | 'colour' | 'capacity'> & Prices) | undefined;
  tariff?: (Pick<Tariff, 'id' | 'name'> & Prices) | undefined;
  packs: readonly (Pick<Pack, 'id' | 'name'> & Prices)[];
}

// SPEC §3: the entry of a period is picked (the first one), 0 when there is none. Not
// `pickPrice` from the contract: that module brings zod into the browser bundle.
const amountOf = ({ prices }: Prices, period: PricePeriod): number =>
  prices.find((p) => p.type === period)?.amount ?? 0;

/** Lines for every handset, tariff and pack, in offer order: handset, tariff, then packs. */
export function productLines(offers: readonly ProductLineSource[]): ProductLine[] {
  return offers.flatMap((offer, index) => {
    const position = index + 1;
    const line = (
      item: Pick<ProductLine, 'id' | 'name'> & Prices,
      category: ProductCategory,
    ): ProductLine => {
      const productMonthlyPrice = amountOf(item, 'monthly');
      const productOnetimePrice = amountOf(item, 'once');
      return {
        name: item.name,
        id: item.id,
        price: category === 'Handy' ? productOnetimePrice : productMonthlyPrice,
        category,
        position,
        productMonthlyPrice,
        productOnetimePrice,
        quantity: 1,
      };
    };
    const { hardware, tariff, packs } = offer;
    return [
      ...(hardware
        ? [
            {
              ...line(hardware, 'Handy'),
              brand: hardware.name,
              variant: `${hardware.colour} ${hardware.capacity}`,
            },
          ]
        : []),
      ...(tariff ? [line(tariff, 'Tarif')] : []),
      ...packs.map((pack) => line(pack, 'Pack')),
    ];
  });
}
