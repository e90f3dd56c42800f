import { none } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
import { token } from '../exampleData.ts';
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
    example: {
      params: { id: token },
      query: { language: 'tr' },
      response: {
        status: 'main',
        useCase: 'Standard',
        language: 'tr',
        expiresAt: '2026-01-28T23:59:59+01:00',
      },
    },
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
    example: {
      params: { id: token },
      query: {},
      response: {
        methods: [
          { method: 'eid', available: true, durationMinutes: 5 },
          {
            method: 'videoIdent',
            available: false,
            unavailableReason: 'outsideServiceHours',
            availableFrom: '2026-01-19T07:00:00+01:00',
            serviceHours: { weekdays: [1, 2, 3, 4, 5, 6], from: '07:00', to: '22:00' },
            durationMinutes: 10,
          },
          { method: 'postIdent', available: true },
        ],
      },
    },
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
    example: {
      params: { id: token },
      query: { language: 'de' },
      body: { method: 'eid' },
      response: { method: 'eid', providerUrl: 'https://ident.example.de/start/5b1e' },
    },
  },
} as const satisfies CallTable;

export default idvCalls satisfies ExamplesFit<typeof idvCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    idv: typeof idvCalls;
  }
}
