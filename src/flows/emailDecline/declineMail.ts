import { isAbort } from '../../api/client/abort.ts';
import { ApiError } from '../../api/errors/classes.ts';
import { reachableCalls } from '../loadApi.ts';

export interface MailLink {
  token: string;
  brand: string;
}

/** What the page shows of an e-mail's link. */
export type DeclineState =
  | { kind: 'checking' }
  | { kind: 'open'; problem?: 'unknown' | 'unavailable' }
  | { kind: 'sending' }
  | { kind: 'declined'; already: boolean; at: string | undefined };

/** No such e-mail, or one of another brand (this site cannot decline it). */
const unknownLink = (error: unknown) =>
  error instanceof ApiError && [404, 409].includes(error.response?.status ?? 0);

const mailApi = reachableCalls(
  'lazy-files:src/api/contract/calls/mail.ts',
  () => import('../../api/contract/calls/mail.ts'),
);

/**
 * The link's state when it is opened (a GET, which mail scanners may send too; it declines
 * nothing). Undefined when the page is leaving. Without an answer the question stands, and
 * declining says what the API knows.
 */
export async function checkDecline(link: MailLink): Promise<DeclineState | undefined> {
  try {
    const { declinedAt } = await (await mailApi()).declineMailState({ query: { ...link } });
    return declinedAt ? { kind: 'declined', already: true, at: declinedAt } : { kind: 'open' };
  } catch (error) {
    if (isAbort(error)) return undefined;
    return unknownLink(error) ? { kind: 'open', problem: 'unknown' } : { kind: 'open' };
  }
}

/** Declines the e-mail: what became of it, or why it could not. Undefined when leaving. */
export async function sendDecline(link: MailLink): Promise<DeclineState | undefined> {
  try {
    const { result, declinedAt } = await (await mailApi()).declineMail({ query: { ...link } });
    return { kind: 'declined', already: result === 'alreadyDeclined', at: declinedAt };
  } catch (error) {
    if (isAbort(error)) return undefined;
    return { kind: 'open', problem: unknownLink(error) ? 'unknown' : 'unavailable' };
  }
}
