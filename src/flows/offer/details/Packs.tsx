import './offer-details.css';
import type { Pack } from '../../../api/contract/offer.ts';
import { useText } from '../../../i18n/react.tsx';
import { Data } from '../../../ui/Data.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { ProductPrices } from './ProductPrices.tsx';
import type { TextKey } from '../../../i18n/keys.ts';

export interface PacksProps {
  packs: readonly Pack[];
  headingLevel?: 2 | 3;
}

const typeKeys: Record<Pack['type'], TextKey> = {
  Pack: 'offerDetails:packs.type.Pack',
  Tariff: 'offerDetails:packs.type.Tariff',
  DeviceInsurance: 'offerDetails:packs.type.DeviceInsurance',
};

/** The add-ons: each with what kind it is (option, tariff option, device insurance) and price. */
export function Packs({ packs, headingLevel = 2 }: PacksProps) {
  const t = useText();
  if (packs.length === 0) return null;
  return (
    <PageSection heading={t('offerDetails:packs.heading')} headingLevel={headingLevel}>
      <ul className="offer-details__list">
        {packs.map((pack, i) => (
          <li key={`${i}-${pack.id}`} className="offer-details__pack">
            <p className="offer-details__name">
              <Data>{pack.name}</Data>{' '}
              <span className="offer-details__detail">{t(typeKeys[pack.type])}</span>
            </p>
            <ProductPrices prices={pack.prices} source="pack" />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
