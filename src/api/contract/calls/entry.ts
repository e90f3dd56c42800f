import { none } from '../callParts.ts';
import type { CallTable } from '../callDef.ts';
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
  },
} as const satisfies CallTable;

export default entryCalls;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    entry: typeof entryCalls;
  }
}
