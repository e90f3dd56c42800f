import type { ReactNode } from 'react';
import { useLocale, useText } from '../../i18n/react.tsx';
import { href } from '../../routes.ts';
import { Data } from '../../ui/Data.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import type { ViewProps } from '../flowScreen.tsx';
import { formatDateTime } from '../offer/summary/format.ts';
import { FactList } from '../receipt/FactList.tsx';
import { KeepReceipt } from '../receipt/KeepReceipt.tsx';
import { downloadWithdrawal } from './sendWithdrawal.ts';
import type { ReceivedWithdrawal } from './withdrawalStore.ts';

function Receipt({ received: { receipt } }: { received: ReceivedWithdrawal }) {
  const t = useText();
  const locale = useLocale();
  const facts: [string, ReactNode][] = [
    [t('withdrawal:receipt.receivedAt'), formatDateTime(receipt.receivedAt, locale)],
    [t('withdrawal:receipt.reference'), <Data key="id">{receipt.id}</Data>],
    [t('withdrawal:receipt.statement'), t('withdrawal:receipt.statementText')],
    [t('withdrawal:name.label'), <Data key="name">{receipt.name}</Data>],
    [t('withdrawal:receipt.order'), <Data key="order">{receipt.order}</Data>],
    [t('withdrawal:email.label'), <Data key="email">{receipt.email}</Data>],
  ];
  return (
    <div className="withdrawal">
      <SectionStatus
        type="success"
        headline={t('withdrawal:receipt.headline')}
        text={
          <p>
            {t('withdrawal:receipt.email')} <Data>{receipt.email}</Data>.
          </p>
        }
      />
      <PageSection heading={t('withdrawal:receipt.heading')}>
        <FactList facts={facts} />
      </PageSection>
      <KeepReceipt
        texts="withdrawal:receipt.keep"
        download={() => downloadWithdrawal(receipt.id)}
        trackId="withdrawal.confirmation.download"
      />
      <PageSection heading={t('withdrawal:receipt.next.heading')}>
        <p>{t('withdrawal:receipt.next.check', { email: receipt.email })}</p>
        <p>{t('withdrawal:receipt.next.text')}</p>
      </PageSection>
      <p className="receipt__actions">
        <a href={href('home', {}, locale)}>{t('withdrawal:receipt.home')}</a>
      </p>
    </div>
  );
}

/**
 * The acknowledgement (Art. 11a (4)) — the same for every statement, since which order it
 * concerns and whether it is valid is checked afterwards — or where this tab sent no
 * withdrawal, the way to one.
 */
export default function WithdrawalReceiptView({ data }: ViewProps<ReceivedWithdrawal | undefined>) {
  const t = useText();
  const locale = useLocale();
  if (data) return <Receipt received={data} />;
  return (
    <SectionStatus
      type="info"
      headline={t('withdrawal:receipt.none.headline')}
      text={<p>{t('withdrawal:receipt.none.text')}</p>}
      buttons={<a href={href('withdrawal', {}, locale)}>{t('withdrawal:receipt.none.link')}</a>}
    />
  );
}
