import type { PriceEntry } from '../../../api/contract/price.ts';
import { useText } from '../../../i18n/react.tsx';
import { Fact, Facts } from './Facts.tsx';
import { entryAmount, entryDuration, entryLabel } from './priceText.ts';

/** Every price of one product, each with its label, how long it runs and its period. */
export function ProductPrices({ prices }: { prices: readonly PriceEntry[] }) {
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
                {entryLabel(t, entry)}
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
