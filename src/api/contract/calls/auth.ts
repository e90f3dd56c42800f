import { authCodeQuerySchema, authRenewQuerySchema, authTokenSchema } from '../auth.ts';
import { none } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
import { token } from '../exampleData.ts';

/** The one-time login of an offer link. */
const authCalls = {
  authToken: {
    method: 'GET',
    path: '/api/auth/token',
    summary: 'Exchange a one-time login code for a bearer token',
    tag: 'auth',
    params: none,
    query: authCodeQuerySchema,
    body: null,
    response: authTokenSchema,
    errors: 'generic',
    access: 'loginCode',
    example: {
      params: {},
      query: { code: '482913', offer: token },
      response: {
        token: 'eyJhbGciOiJIUzI1NiJ9.b2ZmZXI.c2ln',
        tokenType: 'Bearer',
        expiresAt: '2026-01-14T10:30:00+01:00',
      },
    },
  },
  authRenew: {
    method: 'POST',
    path: '/api/auth/token/renew',
    summary: 'Renew the bearer token of an offer before it expires (the customer stays)',
    tag: 'auth',
    params: none,
    query: authRenewQuerySchema,
    body: null,
    response: authTokenSchema,
    errors: 'generic',
    access: 'loginRenew',
    example: {
      params: {},
      query: { offer: token },
      response: {
        token: 'eyJhbGciOiJIUzI1NiJ9.cmVuZXdlZA.c2ln',
        tokenType: 'Bearer',
        expiresAt: '2026-01-14T11:28:00+01:00',
      },
    },
  },
} as const satisfies CallTable;

export default authCalls satisfies ExamplesFit<typeof authCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    auth: typeof authCalls;
  }
}
