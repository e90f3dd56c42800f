import { none } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
import { token } from '../exampleData.ts';
import { novumEntryQuerySchema, novumEntrySchema } from '../entry.ts';

/** Entry links of partners that lead to an offer. */
const entryCalls = {
  entryNovum: {
    method: 'GET',
    path: '/api/entry/novum',
    summary: 'Resolve a Novum entry link to its offer',
    tag: 'entry',
    params: none,
    query: novumEntryQuerySchema,
    body: null,
    response: novumEntrySchema,
    errors: 'generic',
    access: 'novumLink',
    example: {
      params: {},
      query: { id: 'Tm92dW1DYW1wYWlnbjIwMjY' },
      response: { token, useCase: 'Novum' },
    },
  },
} as const satisfies CallTable;

export default entryCalls satisfies ExamplesFit<typeof entryCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    entry: typeof entryCalls;
  }
}
