import { isAbort } from '../../api/client/abort.ts';
import type { OfferDocument, OfferType } from '../../api/contract/offer.ts';
import { documentName } from './details/Documents.tsx';
import { offerEvents } from './events.ts';
import { useTexts } from '../../i18n/react.tsx';
import { useErrorModal } from '../../ui/errorModalContext.tsx';

/** Downloads an offer's document as the offer page does; a failure says which one. */
export function useDocumentDownload(token: string, offer: { offerType?: OfferType | undefined }) {
  const { t, locale } = useTexts();
  const { showError } = useErrorModal();
  return async (document: OfferDocument) => {
    try {
      // Documents download on demand: their code loads with the first one.
      const { saveOfferDocument } = await import('./saveOfferDocument.ts');
      await saveOfferDocument(token, document, locale);
      offerEvents.documentsDownloaded(offer, document.type);
    } catch (error) {
      if (isAbort(error)) return;
      offerEvents.documentsLoadError({ errorCode: 'DocumentsNotLoaded', offer });
      showError(t('offer:offer.documentFailed', { title: documentName(t, document) }));
    }
  };
}
