import type { PriceEntry } from '../../../api/contract/price.ts';
import { useText } from '../../../i18n/react.tsx';
import { Data } from '../../../ui/Data.tsx';
import { Fact, Facts } from './Facts.tsx';
import { entryAmount, entryDuration, entryLabel } from './priceText.ts';
import type { PriceLine } from '../../../documents/prices.ts';

export interface ProductPricesProps {
  prices: readonly PriceEntry[];
  source: PriceLine['source'];
}

/** Every price of one product, each with its label, how long it runs and its period. */
export function ProductPrices({ prices, source }: ProductPricesProps) {
  const t = useText();
  if (prices.length === 0) return null;
  return (
    <Facts>
      {prices.map((entry, i) => {
        const duration = entryDuration(t, entry);
        return (
          // Entries have no id; their order in the price list is stable.
          <Fact
            key={i}
            term={
              <>
                {entry.label ? <Data>{entry.label}</Data> : entryLabel(t, { entry, source })}
                {duration && <span className="offer-details__detail"> {duration}</span>}
              </>
            }
          >
            {entryAmount(t, entry)}
          </Fact>
        );
      })}
    </Facts>
  );
}
