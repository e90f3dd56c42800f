import './receipt.css';
import { useState } from 'react';
import type { ClickTrackingId } from '../../analytics/clickTrackingIds.ts';
import { isAbort } from '../../api/client/abort.ts';
import type { TextGroup } from '../../i18n/keys.ts';
import { useText } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { useErrorModal } from '../../ui/errorModalContext.tsx';

export interface KeepReceiptProps {
  /** `ns:path` of `heading`, `text`, `download`, `print` and `downloadFailed`. */
  texts: TextGroup<'heading' | 'text' | 'download' | 'print' | 'downloadFailed'>;
  /** Saves the PDF the API made of the receipt. */
  download: () => Promise<void>;
  trackId: ClickTrackingId;
}

/**
 * The receipt on a durable medium: its PDF from the API, and the page printed (without
 * the site around it). A download that fails says so and leaves the page as it is.
 */
export function KeepReceipt({ texts, download, trackId }: KeepReceiptProps) {
  const t = useText();
  const { showError } = useErrorModal();
  const [loading, setLoading] = useState(false);
  const save = async () => {
    setLoading(true);
    try {
      await download();
    } catch (error) {
      if (!isAbort(error)) showError(t(`${texts}.downloadFailed`));
    } finally {
      setLoading(false);
    }
  };
  return (
    <PageSection heading={t(`${texts}.heading`)}>
      <p>{t(`${texts}.text`)}</p>
      <div className="receipt__actions">
        <ButtonGroup>
          <Button onClick={() => void save()} loading={loading} data-track-id={trackId}>
            {t(`${texts}.download`)}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            {t(`${texts}.print`)}
          </Button>
        </ButtonGroup>
      </div>
    </PageSection>
  );
}
