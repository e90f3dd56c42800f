import './offer-details.css';
import type { Tariff as TariffData } from '../../../api/contract/offer.ts';
import { useTexts } from '../../../i18n/react.tsx';
import { localeIso } from '../../../routes.ts';
import { AccordionItem } from '../../../ui/AccordionItem.tsx';
import { Data } from '../../../ui/Data.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { Fact, Facts } from './Facts.tsx';
import { ProductPrices } from './ProductPrices.tsx';
import { TermHelp } from './TermHelp.tsx';
import { noticePeriodText } from './noticePeriod.ts';

export interface TariffProps {
  tariff: TariffData;
  headingLevel?: 2 | 3;
}

/** The tariff: data volume, minimum term and notice period explained, prices, features. */
export function Tariff({ tariff, headingLevel = 2 }: TariffProps) {
  const { t, locale } = useTexts();
  const { name, dataVolume, minimumTermMonths, noticePeriod, features, prices } = tariff;
  const volume =
    dataVolume === 'unlimited'
      ? t('offerDetails:tariff.unlimited')
      : t('offerDetails:tariff.gigabytes', {
          volume: new Intl.NumberFormat(localeIso[locale]).format(dataVolume),
        });
  const minimumTerm =
    minimumTermMonths === 0
      ? t('offerDetails:tariff.noMinimumTerm')
      : t('offerDetails:duration.months', { count: minimumTermMonths });
  const minimumTermLabel = t('offerDetails:tariff.minimumTerm');
  const noticePeriodLabel = t('offerDetails:tariff.noticePeriod');
  return (
    <PageSection heading={t('offerDetails:tariff.heading')} headingLevel={headingLevel}>
      <Facts>
        <Fact term={t('offerDetails:tariff.name')}>
          <Data>{name}</Data>
        </Fact>
        <Fact term={t('offerDetails:tariff.dataVolume')}>{volume}</Fact>
        <Fact
          term={
            <TermHelp term={minimumTermLabel} help={t('offerDetails:tariff.minimumTermHelp')} />
          }
        >
          {minimumTerm}
        </Fact>
        <Fact
          term={
            <TermHelp term={noticePeriodLabel} help={t('offerDetails:tariff.noticePeriodHelp')} />
          }
        >
          {noticePeriodText(t, noticePeriod)}
        </Fact>
      </Facts>
      <ProductPrices prices={prices} source="tariff" />
      {features.length > 0 && (
        <AccordionItem
          title={t('offerDetails:tariff.features', { name })}
          headingLevel={headingLevel === 2 ? 3 : 4}
        >
          <ul className="offer-details__features">
            {features.map((feature) => (
              <li key={feature}>
                <Data>{feature}</Data>
              </li>
            ))}
          </ul>
        </AccordionItem>
      )}
    </PageSection>
  );
}
