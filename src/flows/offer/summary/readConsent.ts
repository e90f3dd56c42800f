import type { Consent } from '../../../api/contract/consent.ts';
import { loadOrderCalls } from './orderCalls.ts';

/**
 * How long the summary waits for the consent once the offer is there: the consent is
 * optional to the order, and a slow answer (a retried one takes a minute to fail) must not
 * hold the order page.
 */
export const CONSENT_WAIT_MS = 2_000;

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

/** The consent being read, or none if it has not come within `ms` from now. */
export const consentWithin = (
  reading: Promise<Consent | undefined>,
  ms = CONSENT_WAIT_MS,
): Promise<Consent | undefined> =>
  Promise.race([
    reading,
    new Promise<undefined>((resolve) => {
      setTimeout(() => resolve(undefined), ms);
    }),
  ]);
