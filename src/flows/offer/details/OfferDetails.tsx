import './offer-details.css';
import type { Offer, OfferDocument } from '../../../api/contract/offer.ts';
import { useTexts } from '../../../i18n/react.tsx';
import { localeIso } from '../../../routes.ts';
import { PageSection } from '../../../ui/PageSection.tsx';
import { ContractChange } from './ContractChange.tsx';
import { Documents } from './Documents.tsx';
import { OfferItemDetails } from './OfferItemDetails.tsx';
import { offerFamily } from '../../../documents/offerFamily.ts';
import { offerTitle } from '../../../documents/offerTitle.ts';
import { PaymentMethods } from './PaymentMethods.tsx';
import { Prices } from './Prices.tsx';

export interface OfferDetailsProps {
  offer: Offer;
  /** Downloads one legal document; its button shows a loading state until this settles. */
  onDownload: (document: OfferDocument) => void | Promise<void>;
  /** Shows the documents without downloads and without the keep-it notice. */
  readOnly?: boolean;
}

/** Everything the customer needs to decide on an offer; loads nothing itself. */
export function OfferDetails({ offer, onDownload, readOnly = false }: OfferDetailsProps) {
  const { t, locale } = useTexts();
  // The offer ends at a point in time in Germany, wherever the customer is.
  const validUntil = new Intl.DateTimeFormat(localeIso[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(new Date(offer.validUntil));
  const count = offer.offers.length;
  const phoneNumber = count === 1 ? offer.offers[0]?.phoneNumber : undefined;
  // An extension or a tariff change: old and new side by side before anything else (O20).
  const changes = offer.offers.flatMap((item) =>
    item.currentContract ? [{ item, change: item.currentContract }] : [],
  );
  return (
    <div className="offer-details">
      <PageSection heading={offerTitle(t, offer)}>
        <p>{t(`offerDetails:intro.${offerFamily(offer.offerType)}`)}</p>
        {phoneNumber && <p>{t('offerDetails:overview.phoneNumber', { phoneNumber })}</p>}
        <p>{t('offerDetails:overview.validUntil', { date: validUntil })}</p>
      </PageSection>
      {changes.length > 0 && (
        <PageSection heading={t('offerDetails:contractChange.heading')}>
          {changes.map(({ item, change }) => (
            <ContractChange key={item.id} item={item} change={change} />
          ))}
        </PageSection>
      )}
      {offer.offers.map((item, index) => (
        <OfferItemDetails key={item.id} item={item} index={index} count={count} />
      ))}
      <Prices items={offer.offers} />
      <PaymentMethods requirements={offer.requirements} items={offer.offers} />
      <Documents documents={offer.documents} onDownload={onDownload} readOnly={readOnly} />
    </div>
  );
}
