import type { TextGroup } from '../../i18n/keys.ts';
import { useTexts } from '../../i18n/react.tsx';
import type { TextValues } from '../../i18n/translate.ts';
import { href } from '../../routing/links.ts';
import { formatDateTime } from '../../ui/formatDate.ts';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import type { PlainRoute } from './ReceiptPage.tsx';

export interface PreviousReceiptProps {
  /** `ns:path` of `headline`, `text` and `link`. */
  texts: TextGroup<'headline' | 'text' | 'link'>;
  /** When that declaration was received: the text's `at`. */
  receivedAt: string;
  /** The text's other values. */
  values: TextValues;
  /** The receipt page of that declaration. */
  receipt: PlainRoute;
}

/** Above a new form: this tab declared once already, and where that receipt is. */
export function PreviousReceipt({ texts, receivedAt, values, receipt }: PreviousReceiptProps) {
  const { t, locale } = useTexts();
  return (
    <SectionStatus
      type="info"
      headingLevel={2}
      headline={t(`${texts}.headline`)}
      text={
        <p>
          {t(`${texts}.text`, { at: formatDateTime(receivedAt, locale), ...values })}{' '}
          <a href={href(receipt, {}, locale)}>{t(`${texts}.link`)}</a>
        </p>
      }
    />
  );
}
