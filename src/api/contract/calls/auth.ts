import { authCodeQuerySchema, authTokenSchema } from '../auth.ts';
import { none } from '../callParts.ts';
import type { CallTable } from '../callDef.ts';

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
  },
} as const satisfies CallTable;

export default authCalls;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    auth: typeof authCalls;
  }
}
