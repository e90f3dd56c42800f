import './termination.css';
import type { ReactNode } from 'react';
import { useLocale, useText } from '../../i18n/react.tsx';
import { href } from '../../routes.ts';
import { Data } from '../../ui/Data.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import type { ViewProps } from '../flowScreen.tsx';
import { KeepReceipt } from '../receipt/KeepReceipt.tsx';
import { formatDateTime, formatIsoDate } from '../../ui/formatDate.ts';
import { downloadReceipt } from './downloadReceipt.ts';
import type { ReceiptData } from './loadTermination.ts';
import { FactList } from '../receipt/FactList.tsx';
import type { ReceivedTermination, TerminationKind } from './terminationStore.ts';
import { cancellationTypeTexts, isReason, reasonTexts, serviceTypeTexts } from './texts.ts';

function Receipt({ kind, received }: { kind: TerminationKind; received: ReceivedTermination }) {
  const t = useText();
  const locale = useLocale();
  const { receipt, sent } = received;
  const ends = receipt.effectiveDate ?? sent.terminationDate;
  const contract = sent.contract;

  const facts: [string, ReactNode][] = [
    [t('termination:receipt.receivedAt'), formatDateTime(receipt.receivedAt, locale)],
    [t('termination:receipt.reference'), <Data key="id">{receipt.id}</Data>],
    [t('termination:receipt.what'), t(serviceTypeTexts[sent.serviceType].label)],
    [t('termination:receipt.type'), t(cancellationTypeTexts[sent.cancellationType].label)],
  ];
  if (sent.cancellationType === 'Special' && isReason(sent.reason))
    facts.push([t('termination:receipt.reason'), t(reasonTexts[sent.reason].label)]);
  if (sent.reasonText)
    facts.push([t('termination:reasonText.label'), <Data key="text">{sent.reasonText}</Data>]);
  facts.push([
    t('termination:receipt.ends'),
    ends ? formatIsoDate(ends, locale) : t('termination:receipt.earliest'),
  ]);
  facts.push([t('termination:prefilled.holder'), <Data key="holder">{sent.holder}</Data>]);
  if (contract.phoneNumber)
    facts.push([
      t('termination:contract.phoneNumber'),
      <Data key="p">{contract.phoneNumber}</Data>,
    ]);
  if (contract.customerNumber)
    facts.push([
      t('termination:contract.customerNumber'),
      <Data key="c">{contract.customerNumber}</Data>,
    ]);
  if (contract.contractNumber)
    facts.push([
      t('termination:contract.contractNumber'),
      <Data key="n">{contract.contractNumber}</Data>,
    ]);
  if (sent.proofs.length)
    facts.push([t('termination:receipt.proofs'), <Data key="f">{sent.proofs.join(', ')}</Data>]);

  return (
    <div className="termination">
      <SectionStatus
        type="success"
        headline={t('termination:receipt.headline')}
        text={
          <p>
            {t('termination:receipt.email')} <Data>{sent.email}</Data>.{' '}
            {t('termination:receipt.nothingElse')}
          </p>
        }
      />
      <PageSection heading={t('termination:receipt.heading')}>
        <FactList facts={facts} />
      </PageSection>
      <KeepReceipt
        texts="termination:receipt.keep"
        download={() => downloadReceipt(kind, receipt.id)}
        trackId="termination.confirmation.download"
      />
      {sent.serviceType === 'mobile' && (
        <PageSection heading={t('termination:receipt.porting.heading')}>
          <p>{t('termination:receipt.porting.text')}</p>
        </PageSection>
      )}
      <p className="receipt__actions">
        <a href={href('home', {}, locale)}>{t('termination:receipt.home')}</a>
      </p>
    </div>
  );
}

/** The receipt (§ 312k (3), (4) BGB), or where this tab sent no termination, the way to one. */
export default function ReceiptView({ data: { kind, received } }: ViewProps<ReceiptData>) {
  const t = useText();
  const locale = useLocale();
  if (received) return <Receipt kind={kind} received={received} />;
  return (
    <SectionStatus
      type="info"
      headline={t('termination:receipt.none.headline')}
      text={<p>{t('termination:receipt.none.text')}</p>}
      buttons={<a href={href('termination', {}, locale)}>{t('termination:receipt.none.link')}</a>}
    />
  );
}
