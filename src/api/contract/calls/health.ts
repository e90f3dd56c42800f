import { brandParams, none } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
import { healthSchema } from '../health.ts';

/** Whether the API behind a brand's site answers, and which contract it speaks. */
const healthCalls = {
  health: {
    method: 'GET',
    path: '/api/:brand/health',
    summary: 'Say that the API answers for the brand, with its contract version',
    tag: 'health',
    params: brandParams,
    query: none,
    body: null,
    response: healthSchema,
    errors: 'generic',
    access: 'publicOfBrand',
    example: {
      params: { brand: 'aldi' },
      query: {},
      response: { status: 'ok', contractVersion: '1.0.0', brand: 'aldi', sandbox: false },
    },
  },
} as const satisfies CallTable;

export default healthCalls satisfies ExamplesFit<typeof healthCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    health: typeof healthCalls;
  }
}
