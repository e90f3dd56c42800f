import './summary.css';
import { formatPrice } from '../../../api/contract/formatPrice.ts';
import type { Offer, OfferItem } from '../../../api/contract/offer.ts';
import { useText, useTexts } from '../../../i18n/react.tsx';
import { href } from '../../../routing/links.ts';
import { PageSection } from '../../../ui/PageSection.tsx';
import { Fact, Facts } from '../details/Facts.tsx';
import { recurringTotals } from '../details/recurringTotals.ts';
import { offerTitle } from '../../../documents/offerTitle.ts';
import {
  monthlyPhases,
  periodTotal,
  priceLines,
  recurringCycle,
} from '../../../documents/prices.ts';
import { Data } from '../../../ui/Data.tsx';
import { noticePeriodText } from '../details/noticePeriod.ts';
import { ContractChange } from '../details/ContractChange.tsx';

function ItemFacts({ item }: { item: OfferItem }) {
  const { t, locale } = useTexts();
  const { hardware, tariff, packs } = item;
  const notice = tariff && noticePeriodText(t, tariff.noticePeriod);
  return (
    <>
      {tariff && (
        <>
          <Fact term={t('summary:order.tariff')}>
            <Data>{tariff.name}</Data>
          </Fact>
          <Fact term={t('offerDetails:tariff.minimumTerm')}>
            {tariff.minimumTermMonths === 0
              ? t('offerDetails:tariff.noMinimumTerm')
              : t('offerDetails:duration.months', { count: tariff.minimumTermMonths })}
          </Fact>
          <Fact term={t('offerDetails:tariff.noticePeriod')}>{notice}</Fact>
          <Fact
            term={t(
              tariff.minimumTermMonths === 0
                ? 'summary:order.running.label'
                : 'summary:order.afterMinimumTerm.label',
            )}
          >
            {t(
              tariff.minimumTermMonths === 0
                ? 'summary:order.running.text'
                : 'summary:order.afterMinimumTerm.text',
              { notice },
            )}
          </Fact>
          <Fact term={t('summary:order.terminate.label')}>
            {t('summary:order.terminate.text')}{' '}
            <a href={href('termination', {}, locale)}>{t('summary:order.terminate.link')}</a>
          </Fact>
        </>
      )}
      {hardware && (
        <Fact term={t('summary:order.device')}>
          <Data>{`${hardware.manufacturer} ${hardware.name}, ${hardware.capacity}, ${hardware.colour}`}</Data>
        </Fact>
      )}
      {packs.length > 0 && (
        <Fact term={t('summary:order.packs')}>
          <Data>{packs.map((pack) => pack.name).join(', ')}</Data>
        </Fact>
      )}
    </>
  );
}

/**
 * What is ordered and what it costs, right above the order button (§ 312j (2) BGB, § 54
 * TKG): for a changed contract what it was and what it becomes, the products, the minimum
 * term, the notice period, what follows the minimum term, how to terminate, and the totals
 * per month and once.
 */
export function KeyFacts({ offer }: { offer: Offer }) {
  const t = useText();
  const entries = priceLines(offer.offers).map((line) => line.entry);
  const phases = monthlyPhases(entries);
  const cycle = recurringCycle(entries);
  const hasOnce = entries.some((entry) => entry.type === 'once');
  return (
    <PageSection heading={t('summary:order.heading')}>
      <p className="summary-offer-name">{offerTitle(t, offer)}</p>
      {offer.offers.map(
        (item) =>
          item.currentContract && (
            <ContractChange key={item.id} item={item} change={item.currentContract} />
          ),
      )}
      <Facts>
        {offer.offers.map((item) => (
          <ItemFacts key={item.id} item={item} />
        ))}
        {recurringTotals(t, phases, cycle).map((total) => (
          <Fact key={total.label} term={total.label}>
            <strong>{formatPrice(total.amount)}</strong>
          </Fact>
        ))}
        {hasOnce && (
          <Fact term={t('offerDetails:prices.onceTotal')}>
            <strong>{formatPrice(periodTotal(entries, 'once'))}</strong>
          </Fact>
        )}
      </Facts>
    </PageSection>
  );
}
