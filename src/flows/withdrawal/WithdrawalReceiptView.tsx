import type { ReactNode } from 'react';
import { useLocale, useText } from '../../i18n/react.tsx';
import { Data } from '../../ui/Data.tsx';
import { formatDateTime } from '../../ui/formatDate.ts';
import type { ViewProps } from '../flowScreen.tsx';
import { ReceiptPage, type ShownReceipt } from '../receipt/ReceiptPage.tsx';
import { downloadWithdrawal } from './sendWithdrawal.ts';
import type { ReceivedWithdrawal } from './withdrawalStore.ts';

/** The acknowledgement (Art. 11a (4)), or where this tab sent no withdrawal, the way to one. */
export default function WithdrawalReceiptView({ data }: ViewProps<ReceivedWithdrawal | undefined>) {
  const t = useText();
  const locale = useLocale();
  const shown: ShownReceipt | undefined = data && {
    facts: [
      [t('withdrawal:receipt.receivedAt'), formatDateTime(data.receipt.receivedAt, locale)],
      [t('withdrawal:receipt.reference'), <Data key="id">{data.receipt.id}</Data>],
      [t('withdrawal:receipt.what'), <Data key="what">{data.receipt.offerName}</Data>],
      [t('withdrawal:receipt.order'), <Data key="order">{data.receipt.orderReference}</Data>],
      [t('withdrawal:receipt.orderedAt'), formatDateTime(data.receipt.orderedAt, locale)],
      ...(data.name
        ? [[t('withdrawal:name.label'), <Data key="name">{data.name}</Data>] as [string, ReactNode]]
        : []),
    ],
    email: data.receipt.email,
    download: () => downloadWithdrawal(data.receipt.id),
    trackId: 'withdrawal.confirmation.download',
    next: {
      heading: t('withdrawal:receipt.next.heading'),
      text: t('withdrawal:receipt.next.text'),
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
