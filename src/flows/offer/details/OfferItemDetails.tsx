import type { OfferItem } from '../../../api/contract/offer.ts';
import { useText } from '../../../i18n/react.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { Handset } from './Handset.tsx';
import { Packs } from './Packs.tsx';
import { Tariff } from './Tariff.tsx';

export interface OfferItemDetailsProps {
  item: OfferItem;
  /** 0-based position in the offer. */
  index: number;
  count: number;
}

/**
 * One position: handset, tariff and packs. With several positions each gets its own
 * section naming it and its phone number; a single one needs no such wrapper.
 */
export function OfferItemDetails({ item, index, count }: OfferItemDetailsProps) {
  const t = useText();
  const parts = (headingLevel: 2 | 3) => (
    <>
      {item.hardware && <Handset hardware={item.hardware} headingLevel={headingLevel} />}
      {item.tariff && <Tariff tariff={item.tariff} headingLevel={headingLevel} />}
      <Packs packs={item.packs} headingLevel={headingLevel} />
    </>
  );
  if (count === 1) return parts(2);
  return (
    <PageSection heading={t('offerDetails:overview.position', { index: index + 1, count })}>
      {item.phoneNumber && (
        <p>{t('offerDetails:overview.phoneNumber', { phoneNumber: item.phoneNumber })}</p>
      )}
      {parts(3)}
    </PageSection>
  );
}
