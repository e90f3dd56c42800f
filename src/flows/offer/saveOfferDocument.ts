import type { OfferDocument } from '../../api/contract/offer.ts';
import { loadApi } from '../loadApi.ts';
import { saveFile } from '../../ui/saveFile.ts';

/** Fetches one legal document of the offer behind `token` and hands it to the browser to save. */
export async function saveOfferDocument(token: string, document: OfferDocument): Promise<void> {
  const api = await loadApi(() => import('../../api/contract/calls/offer.ts'));
  const file = await api.offerDocument({
    params: { id: token, documentId: document.documentId, fileName: document.fileName },
  });
  saveFile(file, document.fileName);
}
