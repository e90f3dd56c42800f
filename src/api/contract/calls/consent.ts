import { none } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
import { token } from '../exampleData.ts';
import { tokenSchema } from '../common.ts';
import { consentSchema } from '../consent.ts';
import { describe, z } from '../zod.ts';

const consentParams = z.object({ id: describe(tokenSchema, 'Offer token.') });

/** The advertising consent behind an offer. */
const consentCalls = {
  consent: {
    method: 'GET',
    path: '/api/consent/:id',
    summary: 'Read the advertising consent of the customer behind an offer',
    tag: 'consent',
    params: consentParams,
    query: none,
    body: null,
    response: consentSchema,
    errors: 'generic',
    access: 'offerLogin',
    example: {
      params: { id: token },
      query: {},
      response: {
        channels: { email: true, phone: false, sms: false, letter: true },
        textVersion: '2025-03',
        updatedAt: '2025-11-02T18:04:00+01:00',
      },
    },
  },
} as const satisfies CallTable;

export default consentCalls satisfies ExamplesFit<typeof consentCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    consent: typeof consentCalls;
  }
}
