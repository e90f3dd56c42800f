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

/** What every call of a verification link shares: the link's token is its access. */
const idvLink = { tag: 'idv', params: idvParamsSchema, errors: 'idv', access: 'idvLink' } as const;

/** An identity verification link. */
const idvCalls = {
  idvGet: {
    method: 'GET',
    path: '/api/idv/:id',
    summary: 'Load an identity verification',
    ...idvLink,
    query: idvLanguageQuerySchema,
    body: null,
    response: idvSessionSchema,
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
    ...idvLink,
    query: none,
    body: null,
    response: idvMethodListSchema,
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
    ...idvLink,
    query: idvLanguageQuerySchema,
    body: idvTriggerSchema,
    response: idvTriggerResultSchema,
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
