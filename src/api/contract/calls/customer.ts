import { none } from '../callParts.ts';
import type { CallTable } from '../callDef.ts';
import { brandSlugSchema, tokenSchema } from '../common.ts';
import { customerDetailsSchema, customerDetailsUpdateSchema } from '../customer.ts';
import { describe, z } from '../zod.ts';

const customerParams = z.object({
  brand: brandSlugSchema,
  id: describe(tokenSchema, 'Token of the customer link.'),
});

/** A customer's contact and address. */
const customerCalls = {
  customerDetailsGet: {
    method: 'GET',
    path: '/api/:brand/customer/details/:id',
    summary: 'Read customer details',
    tag: 'customer',
    params: customerParams,
    query: none,
    body: null,
    response: customerDetailsSchema,
    errors: 'generic',
    access: 'customerLink',
  },
  customerDetailsUpdate: {
    method: 'POST',
    path: '/api/:brand/customer/details/:id',
    summary: 'Change contact and address of a customer',
    tag: 'customer',
    params: customerParams,
    query: none,
    body: customerDetailsUpdateSchema,
    response: customerDetailsSchema,
    errors: 'generic',
    access: 'customerLink',
  },
} as const satisfies CallTable;

export default customerCalls;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    customer: typeof customerCalls;
  }
}
