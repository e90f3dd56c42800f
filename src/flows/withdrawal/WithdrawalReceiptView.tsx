import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/react.tsx';
import { Data } from '../../ui/Data.tsx';
import { formatDateTime } from '../../ui/formatDate.ts';
import type { ViewProps } from '../flowScreen.tsx';
import { ReceiptPage, type ShownReceipt } from '../receipt/ReceiptPage.tsx';
import { downloadWithdrawal } from './sendWithdrawal.ts';
import type { ReceivedWithdrawal } from './withdrawalStore.ts';

/**
 * The acknowledgement (Art. 11a (4)) — the same for every statement, since which order it
 * concerns and whether it is valid is checked afterwards — or where this tab sent no
 * withdrawal, the way to one.
 */
export default function WithdrawalReceiptView({ data }: ViewProps<ReceivedWithdrawal | undefined>) {
  const { t, locale } = useTexts();
  const receipt = data?.receipt;
  const given = (term: string, value: string | undefined): [string, ReactNode][] =>
    value ? [[term, <Data key={term}>{value}</Data>]] : [];
  const shown: ShownReceipt | undefined = receipt && {
    facts: [
      [t('withdrawal:receipt.receivedAt'), formatDateTime(receipt.receivedAt, locale)],
      [t('withdrawal:receipt.reference'), <Data key="id">{receipt.id}</Data>],
      [t('withdrawal:receipt.statement'), t('withdrawal:receipt.statementText')],
      ...given(t('withdrawal:name.label'), receipt.name),
      [t('withdrawal:receipt.order'), <Data key="order">{receipt.order}</Data>],
      ...given(t('withdrawal:email.label'), receipt.email),
    ],
    email: receipt.email,
    pdf: {
      texts: 'withdrawal:receipt.keep',
      download: () => downloadWithdrawal(receipt.id, locale),
      trackId: 'withdrawal.confirmation.download',
    },
    next: {
      heading: t('withdrawal:receipt.next.heading'),
      paragraphs: [
        receipt.email
          ? t('withdrawal:receipt.next.check', { email: receipt.email })
          : t('withdrawal:receipt.next.checkLater'),
        t('withdrawal:receipt.next.text'),
      ],
    },
  };
  return (
    <ReceiptPage
      texts="withdrawal:receipt"
      form="withdrawal"
      className="withdrawal"
      receipt={shown}
    />
  );
}
