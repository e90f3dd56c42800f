import { none } from '../callParts.ts';
import type { CallTable } from '../callDef.ts';
import {
  idvLanguageQuerySchema,
  idvMethodListSchema,
  idvParamsSchema,
  idvSessionSchema,
  idvTriggerResultSchema,
  idvTriggerSchema,
} from '../idv.ts';

/** An identity verification link. */
const idvCalls = {
  idvGet: {
    method: 'GET',
    path: '/api/idv/:id',
    summary: 'Load an identity verification',
    tag: 'idv',
    params: idvParamsSchema,
    query: idvLanguageQuerySchema,
    body: null,
    response: idvSessionSchema,
    errors: 'idv',
    access: 'idvLink',
  },
  idvMethods: {
    method: 'GET',
    path: '/api/idv/:id/methods',
    summary: 'List the verification methods of a link',
    tag: 'idv',
    params: idvParamsSchema,
    query: none,
    body: null,
    response: idvMethodListSchema,
    errors: 'idv',
    access: 'idvLink',
  },
  idvTrigger: {
    method: 'POST',
    path: '/api/idv/:id/methods',
    summary: "Start a verification method; answers the provider's URL",
    tag: 'idv',
    params: idvParamsSchema,
    query: idvLanguageQuerySchema,
    body: idvTriggerSchema,
    response: idvTriggerResultSchema,
    errors: 'idv',
    access: 'idvLink',
  },
} as const satisfies CallTable;

export default idvCalls;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    idv: typeof idvCalls;
  }
}
