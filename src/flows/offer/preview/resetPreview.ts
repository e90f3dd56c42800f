import { isAbort } from '../../../api/client/abort.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import { isOfferCodeAnswer } from '../error/leaveForOfferError.ts';
import { loadOfferCalls } from '../offerCalls.ts';

export type PreviewReset =
  | { kind: 'reset'; offer: Offer }
  /** The API said no (OfferResetFailed, or the end state the offer is in). */
  | { kind: 'refused' }
  /** No answer, or a server fault: trying again may work. */
  | { kind: 'unreachable' };

/** Puts the preview back to the start; undefined: the page is leaving. */
export async function resetPreview(token: string): Promise<PreviewReset | undefined> {
  try {
    const api = await loadOfferCalls();
    return { kind: 'reset', offer: await api.offerPreviewReset({ params: { id: token } }) };
  } catch (error) {
    if (isAbort(error)) return undefined;
    return isOfferCodeAnswer(error) ? { kind: 'refused' } : { kind: 'unreachable' };
  }
}
