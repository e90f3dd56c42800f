import '../../../ui/data-table.css';
import './contract-change.css';
import { formatPrice } from '../../../api/contract/formatPrice.ts';
import type { CurrentContract, OfferItem } from '../../../api/contract/offer.ts';
import { useTexts } from '../../../i18n/react.tsx';
import { Data } from '../../../ui/Data.tsx';
import { formatIsoDate } from '../../../ui/formatDate.ts';
import { monthlyPhases, priceLines } from '../../../documents/prices.ts';

/**
 * An extension's or a tariff migration's change side by side: the tariff, the monthly
 * price (now, and from the first month of the new terms) and the end of the minimum term.
 * On the offer page and again right above the order button (TKG § 54, issue 34).
 */
export function ContractChange({ item, change }: { item: OfferItem; change: CurrentContract }) {
  const { t, locale } = useTexts();
  const entries = priceLines([item]).map((line) => line.entry);
  const monthly = monthlyPhases(entries)[0]?.amount;
  const date = (iso: string | undefined) =>
    iso ? formatIsoDate(iso, locale) : t('offerDetails:contractChange.noMinimumTerm');
  const rows = [
    [
      t('offerDetails:contractChange.tariff'),
      <Data>{change.tariffName}</Data>,
      <Data>{item.tariff?.name}</Data>,
    ],
    [
      t('offerDetails:contractChange.monthly'),
      formatPrice(change.monthlyPrice),
      monthly === undefined ? '–' : formatPrice(monthly),
    ],
    [
      t('offerDetails:contractChange.minimumTermEnd'),
      date(change.minimumTermEnd),
      date(change.newMinimumTermEnd),
    ],
  ] as const;
  return (
    <table className="ui-data-table contract-change">
      <caption>{t('offerDetails:contractChange.caption')}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{t('offerDetails:contractChange.before')}</th>
          <th scope="col">{t('offerDetails:contractChange.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, before, after]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{before}</td>
            <td>{after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
