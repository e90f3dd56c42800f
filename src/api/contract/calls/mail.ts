import { none } from '../callParts.ts';
import type { CallTable } from '../callDef.ts';
import {
  declineMailQuerySchema,
  declineMailResultSchema,
  declineMailStateSchema,
} from '../entry.ts';

/** The link in an e-mail that declines it. */
const mailCalls = {
  declineMailState: {
    method: 'GET',
    path: '/api/declinemail',
    summary: 'Whether an e-mail is declined; declines nothing',
    tag: 'mail',
    params: none,
    query: declineMailQuerySchema,
    body: null,
    response: declineMailStateSchema,
    errors: 'generic',
    access: 'mailLink',
  },
  declineMail: {
    method: 'POST',
    path: '/api/declinemail',
    summary: 'Decline an e-mail; a repeat answers alreadyDeclined',
    tag: 'mail',
    params: none,
    query: declineMailQuerySchema,
    body: null,
    response: declineMailResultSchema,
    errors: 'generic',
    access: 'mailLink',
  },
} as const satisfies CallTable;

export default mailCalls;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    mail: typeof mailCalls;
  }
}
