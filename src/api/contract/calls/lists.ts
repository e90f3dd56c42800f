import { brandParams, none } from '../callParts.ts';
import type { CallTable } from '../callDef.ts';
import { nationalityListSchema } from '../lists.ts';

/** Lists behind the fields of a form. */
const listCalls = {
  nationalities: {
    method: 'GET',
    path: '/api/:brand/lists/nationalities',
    summary: 'List the nationalities of the ID data form',
    tag: 'lists',
    params: brandParams,
    query: none,
    body: null,
    response: nationalityListSchema,
    errors: 'generic',
    access: 'publicOfBrand',
  },
} as const satisfies CallTable;

export default listCalls;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    lists: typeof listCalls;
  }
}
