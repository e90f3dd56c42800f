import type { Consent } from '../../../api/contract/consent.ts';
import { loadOrderCalls } from './orderCalls.ts';

/**
 * The advertising consent behind an offer. It is optional to the order: a consent that
 * cannot be read (no answer, a refusal) leaves the summary without its boxes, not without
 * the order.
 */
export async function readConsent(token: string): Promise<Consent | undefined> {
  try {
    const api = await loadOrderCalls();
    return await api.consent({ params: { id: token } });
  } catch {
    return undefined;
  }
}
