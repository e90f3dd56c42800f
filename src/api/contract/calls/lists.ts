import { brandParams, none } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
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
    example: {
      params: { brand: 'ayyildiz' },
      query: {},
      response: [
        { code: 'DE', name: { de: 'Deutschland', en: 'Germany', tr: 'Almanya' } },
        { code: 'TR', name: { de: 'Türkei', en: 'Türkiye', tr: 'Türkiye' } },
      ],
    },
  },
} as const satisfies CallTable;

export default listCalls satisfies ExamplesFit<typeof listCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    lists: typeof listCalls;
  }
}
