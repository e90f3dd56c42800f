import './summary.css';
import { useEffect } from 'react';
import { brand } from 'virtual:brand';
import { useTexts } from '../../../i18n/react.tsx';
import { href } from '../../../routing/links.ts';
import { PageSection } from '../../../ui/PageSection.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { withdrawalHref } from '../../areaLinks.ts';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { Documents } from '../details/Documents.tsx';
import { Fact, Facts } from '../details/Facts.tsx';
import { offerTitle } from '../../../documents/offerTitle.ts';
import type { ViewProps } from '../../flowScreen.tsx';
import { formatDateTime } from '../../../ui/formatDate.ts';
import type { Confirmation } from './loadConfirmation.ts';
import { trackConfirmation, type ConfirmedOrder } from './trackConfirmation.ts';
import { useDocumentDownload } from '../useDocumentDownload.ts';
import { thankYou } from './thankYou.ts';
import { formatPrice } from '../../../api/contract/price.ts';

function OrderConfirmation({
  token,
  order,
  documents,
}: {
  token: string;
  order: ConfirmedOrder;
  documents: Confirmation['documents'];
}) {
  const { t, locale } = useTexts();
  const download = useDocumentDownload(token, order);
  const withDevice = order.offers.some((item) => item.hardware !== undefined);
  const withdrawn = order.state === 'withdrawn';
  const payment = order.oneTimePayment;
  const paid = payment?.status === 'authorized' || payment?.status === 'captured';
  const { pendingIdentity, next } = thankYou(order.postPaymentRedirect, {
    withDevice,
    paid,
  });
  return (
    <div className="summary">
      {withdrawn && (
        <SectionStatus
          type="info"
          headingLevel={2}
          headline={t('summary:confirmation.withdrawn.headline')}
          text={<p>{t('summary:confirmation.withdrawn.text')}</p>}
        />
      )}
      {!withdrawn && pendingIdentity && (
        <SectionStatus
          type="warning"
          headingLevel={2}
          headline={t('summary:confirmation.pendingIdentity.headline')}
          text={<p>{t('summary:confirmation.pendingIdentity.text')}</p>}
        />
      )}
      <PageSection heading={t('summary:confirmation.heading')}>
        <Facts>
          <Fact term={t('summary:confirmation.reference')}>
            <strong className="summary-reference">{order.orderReference}</strong>
          </Fact>
          <Fact term={t('summary:confirmation.orderedAt')}>
            {formatDateTime(order.submittedAt, locale)}
          </Fact>
          <Fact term={t('summary:confirmation.offer')}>{offerTitle(t, order)}</Fact>
        </Facts>
        <p>{t('summary:confirmation.referenceHint')}</p>
      </PageSection>
      <PageSection heading={t('summary:confirmation.next.heading')}>
        <ol className="summary-next">
          {next.map((key) => (
            <li key={key}>{t(key, { amount: payment ? formatPrice(payment.amount) : '' })}</li>
          ))}
        </ol>
      </PageSection>
      <Documents documents={documents} onDownload={download} />
      {!withdrawn && (
        <PageSection heading={t('summary:confirmation.withdraw.heading')}>
          <p>{t('summary:confirmation.withdraw.text')}</p>
          <LinkButton href={withdrawalHref(token, locale)}>
            {t('summary:confirmation.withdraw.link')}
          </LinkButton>
        </PageSection>
      )}
      <p>
        <a href={href('home', {}, locale)}>{t('summary:confirmation.home')}</a>
      </p>
    </div>
  );
}

/** The confirmation once the order is in; the purchase is tracked once per order. */
export default function ConfirmationView({ data, place }: ViewProps<Confirmation>) {
  useEffect(() => {
    void trackConfirmation(data.order, brand.name);
  }, [data.order]);
  return <OrderConfirmation token={place.token} order={data.order} documents={data.documents} />;
}
