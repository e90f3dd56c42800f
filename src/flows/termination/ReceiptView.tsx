import './termination.css';
import type { ReactNode } from 'react';
import { useLocale, useText, useTexts } from '../../i18n/react.tsx';
import { Data } from '../../ui/Data.tsx';
import { formatDateTime } from '../../ui/formatDate.ts';
import type { ViewProps } from '../flowScreen.tsx';
import { ReceiptPage, type ShownReceipt } from '../receipt/ReceiptPage.tsx';
import { downloadReceipt } from './downloadReceipt.ts';
import { endDateText } from '../../documents/endDateText.ts';
import type { ReceiptData } from './loadTermination.ts';
import type { ReceivedTermination } from './terminationStore.ts';
import {
  cancellationTypeTexts,
  isReason,
  reasonTexts,
  serviceTypeTexts,
} from '../../documents/terminationTexts.ts';

type T = ReturnType<typeof useText>;

/** The facts of the receipt; those that are the customer's own only while the tab has them. */
function factsOf(t: T, locale: ReturnType<typeof useLocale>, received: ReceivedTermination) {
  const { receipt, sent } = received;
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
    endDateText(t, locale, {
      effectiveDate: receipt.effectiveDate,
      requested: sent.terminationDate,
    }),
  ]);
  const { contract } = sent;
  const personal: [string, string | undefined][] = [
    [t('termination:prefilled.holder'), sent.holder],
    [t('termination:contract.phoneNumber'), contract?.phoneNumber],
    [t('termination:contract.customerNumber'), contract?.customerNumber],
    [t('termination:contract.contractNumber'), contract?.contractNumber],
    [t('termination:receipt.proofs'), sent.proofs?.join(', ')],
  ];
  for (const [term, value] of personal)
    if (value) facts.push([term, <Data key={term}>{value}</Data>]);
  return facts;
}

/** The receipt (§ 312k (3), (4) BGB), or where this tab sent no termination, the way to one. */
export default function ReceiptView({ data: { kind, received } }: ViewProps<ReceiptData>) {
  const { t, locale } = useTexts();
  const shown: ShownReceipt | undefined = received && {
    facts: factsOf(t, locale, received),
    email: received.sent.email,
    pdf: {
      texts: 'termination:receipt.keep',
      download: () => downloadReceipt(kind, received.receipt.id, locale),
      trackId: 'termination.confirmation.download',
    },
    note: t('termination:receipt.nothingElse'),
    next:
      received.sent.serviceType === 'mobile'
        ? {
            heading: t('termination:receipt.porting.heading'),
            paragraphs: [t('termination:receipt.porting.text')],
          }
        : undefined,
  };
  return (
    <ReceiptPage
      texts="termination:receipt"
      form="termination"
      className="termination"
      receipt={shown}
    />
  );
}
