import '../../../ui/data-table.css';
import './offer-details.css';
import { formatPrice } from '../../../api/contract/formatPrice.ts';
import type { OfferItem } from '../../../api/contract/offer.ts';
import { useText } from '../../../i18n/react.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { Data } from '../../../ui/Data.tsx';
import { entryDuration, entryLabel } from './priceText.ts';
import { recurringTotals } from './recurringTotals.ts';
import {
  monthlyPhases,
  periodTotal,
  priceLines,
  recurringCycle,
  type PriceLine,
} from '../../../documents/prices.ts';

export interface PricesProps {
  items: readonly OfferItem[];
  headingLevel?: 2 | 3;
}

interface Total {
  label: string;
  amount: number;
}

/** Every price of the offer, monthly and one-off apart, with the totals of each. */
export function Prices({ items, headingLevel = 2 }: PricesProps) {
  const t = useText();
  const lines = priceLines(items);
  if (lines.length === 0) return null;
  const entries = lines.map((line) => line.entry);
  const monthly = lines.filter((line) => line.entry.type === 'monthly');
  const once = lines.filter((line) => line.entry.type === 'once');
  const phases = monthlyPhases(entries);
  const cycle = recurringCycle(entries);
  return (
    <PageSection heading={t('offerDetails:prices.heading')} headingLevel={headingLevel}>
      {monthly.length > 0 && (
        <PriceTable
          caption={t(`offerDetails:prices.recurring.${cycle}`)}
          lines={monthly}
          totals={recurringTotals(t, phases, cycle)}
        />
      )}
      {once.length > 0 && (
        <PriceTable
          caption={t('offerDetails:prices.once')}
          lines={once}
          totals={[
            { label: t('offerDetails:prices.onceTotal'), amount: periodTotal(entries, 'once') },
          ]}
        />
      )}
    </PageSection>
  );
}

/** What a price line is and how long it runs: "Online-Vorteil, für 12 Monate". */
function PriceDetail({ line }: { line: PriceLine }) {
  const t = useText();
  const duration = entryDuration(t, line.entry);
  const label = line.entry.label ? <Data>{line.entry.label}</Data> : entryLabel(t, line);
  return duration ? (
    <>
      {label}, {duration}
    </>
  ) : (
    label
  );
}

function PriceTable({
  caption,
  lines,
  totals,
}: {
  caption: string;
  lines: readonly PriceLine[];
  totals: readonly Total[];
}) {
  const t = useText();
  return (
    <table className="ui-data-table offer-details__price-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('offerDetails:prices.item')}</th>
          <th scope="col">{t('offerDetails:prices.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          // Lines have no id; their order follows the offer and does not change.
          <tr key={i}>
            <th scope="row">
              <span className="offer-details__name">
                <Data>{line.product}</Data>
              </span>{' '}
              <span className="offer-details__detail">
                <PriceDetail line={line} />
              </span>
            </th>
            <td>{formatPrice(line.entry.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map((total) => (
          <tr key={total.label}>
            <th scope="row">{total.label}</th>
            <td>{formatPrice(total.amount)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
