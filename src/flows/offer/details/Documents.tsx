import './offer-details.css';
import { useState } from 'react';
import type { OfferDocument } from '../../../api/contract/offer.ts';
import { useText, type UseText } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useErrorModal } from '../../../ui/errorModalContext.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';

export interface DocumentsProps {
  documents: readonly OfferDocument[];
  /** Downloads one document; the button shows its loading state until this settles. */
  onDownload: (document: OfferDocument) => void | Promise<void>;
  /** Lists the documents without download buttons and without the keep-it notice. */
  readOnly?: boolean;
  headingLevel?: 2 | 3;
}

/** A document's name in the page's language, by its type (the API's title is German). */
export const documentName = (t: UseText, document: Pick<OfferDocument, 'type'>): string =>
  t(`offerDetails:documents.type.${document.type}`);

/**
 * The legal documents as downloads. The contract summary comes first, inside a notice
 * that the customer keeps it only by downloading it (§ 54 TKG).
 */
export function Documents({
  documents,
  onDownload,
  readOnly = false,
  headingLevel = 2,
}: DocumentsProps) {
  const t = useText();
  const { showUnexpectedError } = useErrorModal();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  if (documents.length === 0) return null;

  const heading = t('offerDetails:documents.heading');
  if (readOnly)
    return (
      <PageSection heading={heading} headingLevel={headingLevel}>
        <ul>
          {documents.map((document) => (
            <li key={document.documentId}>{documentName(t, document)}</li>
          ))}
        </ul>
      </PageSection>
    );

  const download = async (document: OfferDocument) => {
    const id = document.documentId;
    setBusy((ids) => new Set(ids).add(id));
    try {
      await onDownload(document);
    } catch {
      // onDownload reports the failures it knows; anything it lets through is unplanned.
      showUnexpectedError();
    } finally {
      setBusy((ids) => new Set([...ids].filter((other) => other !== id)));
    }
  };
  const button = (document: OfferDocument, variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      loading={busy.has(document.documentId)}
      onClick={() => void download(document)}
    >
      {t('offerDetails:documents.download', { title: documentName(t, document) })}
    </Button>
  );
  const summary = documents.find((document) => document.type === 'contractSummary');
  const others = documents.filter((document) => document !== summary);
  return (
    <PageSection heading={heading} headingLevel={headingLevel}>
      {summary && (
        <SectionStatus
          type="info"
          headingLevel={headingLevel === 2 ? 3 : 4}
          headline={t('offerDetails:documents.keepHeadline')}
          text={t('offerDetails:documents.keepText')}
          buttons={button(summary, 'primary')}
        />
      )}
      {others.length > 0 && (
        <ul className="offer-details__list offer-details__documents">
          {others.map((document) => (
            <li key={document.documentId}>{button(document, 'secondary')}</li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
