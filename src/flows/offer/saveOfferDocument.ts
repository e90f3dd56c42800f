import type { OfferDocument } from '../../api/contract/offer.ts';
import type { Locale } from '../../routes.ts';
import { saveFile } from '../../ui/saveFile.ts';
import { loadOfferCalls } from './offerCalls.ts';

/**
 * Fetches one legal document of the offer behind `token` in the page's language and hands
 * it to the browser to save, under the name the API gives it in that language.
 */
export async function saveOfferDocument(
  token: string,
  document: OfferDocument,
  language: Locale,
): Promise<void> {
  const api = await loadOfferCalls();
  const file = await api.offerDocument({
    params: { id: token, documentId: document.documentId, fileName: document.fileName },
    query: { language },
  });
  saveFile(file, document.fileName);
}
