import { none } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
import { token } from '../exampleData.ts';
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
    example: {
      params: {},
      query: { token, brand: 'aldi' },
      response: { declinedAt: '2026-01-14T09:30:00+01:00' },
    },
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
    example: {
      params: {},
      query: { token, brand: 'aldi' },
      response: { result: 'declined', declinedAt: '2026-01-14T09:30:00+01:00' },
    },
  },
} as const satisfies CallTable;

export default mailCalls satisfies ExamplesFit<typeof mailCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    mail: typeof mailCalls;
  }
}
