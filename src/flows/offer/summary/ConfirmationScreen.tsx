import './summary.css';
import { LoadFailed } from '../../LoadFailed.tsx';
import { useRetryableLoad } from '../../useRetryableLoad.ts';
import { useCallback, useEffect, useRef } from 'react';
import { brand } from 'virtual:brand';
import { useLocale, useText } from '../../../i18n/react.tsx';
import { href } from '../../../routes.ts';
import { LoadingRegion } from '../../../ui/LoadingPlaceholder.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { Documents } from '../details/Documents.tsx';
import { Fact, Facts } from '../details/Facts.tsx';
import { tokenFromPath } from '../token.ts';
import { formatDateTime } from './format.ts';
import { arrive, loadConfirmation, type Confirmation } from './loadConfirmation.ts';
import { trackConfirmation, type ConfirmedOrder } from './trackConfirmation.ts';
import { useDocumentDownload } from '../useDocumentDownload.ts';

function OrderConfirmation({
  token,
  order,
  documents,
}: {
  token: string;
  order: ConfirmedOrder;
  documents: Extract<Confirmation, { kind: 'loaded' }>['documents'];
}) {
  const t = useText();
  const locale = useLocale();
  const download = useDocumentDownload(token, order);
  const withDevice = order.offers.some((item) => item.hardware !== undefined);
  return (
    <div className="summary">
      <PageSection heading={t('summary:confirmation.heading')}>
        <Facts>
          <Fact term={t('summary:confirmation.reference')}>
            <strong className="summary-reference">{order.orderReference}</strong>
          </Fact>
          <Fact term={t('summary:confirmation.orderedAt')}>
            {formatDateTime(order.submittedAt, locale)}
          </Fact>
          <Fact term={t('summary:confirmation.offer')}>{order.name}</Fact>
        </Facts>
        <p>{t('summary:confirmation.referenceHint')}</p>
      </PageSection>
      <PageSection heading={t('summary:confirmation.next.heading')}>
        <ol className="summary-next">
          <li>{t('summary:confirmation.next.email')}</li>
          {withDevice && <li>{t('summary:confirmation.next.delivery')}</li>}
          <li>{t('summary:confirmation.next.activation')}</li>
        </ol>
      </PageSection>
      <Documents documents={documents} onDownload={download} />
      <p>
        <a href={href('home', {}, locale)}>{t('summary:confirmation.home')}</a>
      </p>
    </div>
  );
}

/**
 * /angebot/{token}/danke: the order reference, what happens next and the documents, also
 * after the return from the payment provider. The purchase is tracked once per order.
 */
export function ConfirmationScreen() {
  const t = useText();
  const token = tokenFromPath(window.location.pathname) ?? '';
  // The page event and the payment return count once per page load, not per retry.
  const arrival = useRef<Promise<boolean> | undefined>(undefined);
  const { state, retry } = useRetryableLoad(
    useCallback(() => {
      arrival.current ??= arrive(token);
      return arrival.current.then((staying) => (staying ? loadConfirmation(token) : undefined));
    }, [token]),
  );
  useEffect(() => {
    if (state.kind === 'loaded') trackConfirmation(state.order, brand.name);
  }, [state]);

  if (state.kind === 'loading') return <LoadingRegion lines={6} />;
  if (state.kind === 'failed') {
    return (
      <LoadFailed
        headline={t('summary:confirmation.loadFailed.headline')}
        text={t('summary:confirmation.loadFailed.text')}
        retryLabel={t('summary:confirmation.loadFailed.retry')}
        onRetry={retry}
      />
    );
  }
  return <OrderConfirmation token={token} order={state.order} documents={state.documents} />;
}
