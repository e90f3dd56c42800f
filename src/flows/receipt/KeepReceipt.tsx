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

/** The receipt's PDF, made by the API. */
export interface ReceiptPdf {
  /** `ns:path` of `download` (the button) and `downloadFailed`. */
  texts: TextGroup<'download' | 'downloadFailed'>;
  /** Saves the PDF. */
  download: () => Promise<void>;
  trackId: ClickTrackingId;
}

export interface KeepReceiptProps {
  /** `ns:path` of `heading`, `text` and `print`. */
  texts: TextGroup<'heading' | 'text' | 'print'>;
  pdf?: ReceiptPdf | undefined;
}

/**
 * The receipt on a durable medium: its PDF from the API where there is one, and the page
 * printed (without the site around it). A download that fails says so and leaves the page
 * as it is.
 */
export function KeepReceipt({ texts, pdf }: KeepReceiptProps) {
  const t = useText();
  const { showError } = useErrorModal();
  const [loading, setLoading] = useState(false);
  const save = async ({ download, texts: pdfTexts }: ReceiptPdf) => {
    setLoading(true);
    try {
      await download();
    } catch (error) {
      if (!isAbort(error)) showError(t(`${pdfTexts}.downloadFailed`));
    } finally {
      setLoading(false);
    }
  };
  return (
    <PageSection heading={t(`${texts}.heading`)}>
      <p>{t(`${texts}.text`)}</p>
      <div className="receipt__actions">
        <ButtonGroup>
          {pdf && (
            <Button onClick={() => void save(pdf)} loading={loading} data-track-id={pdf.trackId}>
              {t(`${pdf.texts}.download`)}
            </Button>
          )}
          <Button variant="secondary" onClick={() => window.print()}>
            {t(`${texts}.print`)}
          </Button>
        </ButtonGroup>
      </div>
    </PageSection>
  );
}
