import './termination.css';
import './receipt.css';
import { useState, type ReactNode } from 'react';
import { isAbort } from '../../api/client/abort.ts';
import { useLocale, useText } from '../../i18n/react.tsx';
import { href } from '../../routes.ts';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { Data } from '../../ui/Data.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import { useErrorModal } from '../../ui/errorModalContext.tsx';
import type { ViewProps } from '../flowScreen.tsx';
import { formatDateTime, formatIsoDate } from '../offer/summary/format.ts';
import { downloadReceipt } from './downloadReceipt.ts';
import type { ReceiptData } from './loadTermination.ts';
import { PrefilledFacts } from './PrefilledFacts.tsx';
import type { ReceivedTermination, TerminationKind } from './terminationStore.ts';
import { cancellationTypeTexts, isReason, reasonTexts, serviceTypeTexts } from './texts.ts';

function Receipt({ kind, received }: { kind: TerminationKind; received: ReceivedTermination }) {
  const t = useText();
  const locale = useLocale();
  const { showError } = useErrorModal();
  const [loading, setLoading] = useState(false);
  const { receipt, sent } = received;
  const ends = receipt.effectiveDate ?? sent.terminationDate;
  const contract = sent.contract;

  const download = async () => {
    setLoading(true);
    try {
      await downloadReceipt(kind, receipt.id);
    } catch (error) {
      if (!isAbort(error)) showError(t('termination:receipt.downloadFailed'));
    } finally {
      setLoading(false);
    }
  };

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
    <div className="termination termination-receipt">
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
        <PrefilledFacts facts={facts} />
      </PageSection>
      <PageSection heading={t('termination:receipt.keep.heading')}>
        <p>{t('termination:receipt.keep.text')}</p>
        <div className="termination-receipt__actions">
          <ButtonGroup>
            <Button
              onClick={() => void download()}
              loading={loading}
              data-track-id="termination.confirmation.download"
            >
              {t('termination:receipt.keep.download')}
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              {t('termination:receipt.keep.print')}
            </Button>
          </ButtonGroup>
        </div>
      </PageSection>
      {sent.serviceType === 'mobile' && (
        <PageSection heading={t('termination:receipt.porting.heading')}>
          <p>{t('termination:receipt.porting.text')}</p>
        </PageSection>
      )}
      <p className="termination-receipt__actions">
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
