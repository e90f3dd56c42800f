import { none } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
import { personal, token } from '../exampleData.ts';
import { brandSlugSchema, tokenSchema } from '../common.ts';
import { customerDetailsSchema, customerDetailsUpdateSchema } from '../customer.ts';
import { describe, z } from '../zod.ts';

const customerParams = z.object({
  brand: brandSlugSchema,
  id: describe(tokenSchema, 'Token of the customer link.'),
});

/** The details behind a customer link, read or changed. */
const customerDetails = {
  path: '/api/:brand/customer/details/:id',
  tag: 'customer',
  params: customerParams,
  query: none,
  response: customerDetailsSchema,
  errors: 'generic',
  access: 'customerLink',
} as const;

/** A customer's contact and address. */
const customerCalls = {
  customerDetailsGet: {
    method: 'GET',
    summary: 'Read customer details',
    ...customerDetails,
    body: null,
    example: {
      params: { brand: 'o2', id: token },
      query: {},
      response: {
        ...personal,
        customerNumber: '4711081500',
        updatedAt: '2025-09-30T12:00:00+02:00',
      },
    },
  },
  customerDetailsUpdate: {
    method: 'POST',
    summary: 'Change contact and address of a customer',
    ...customerDetails,
    body: customerDetailsUpdateSchema,
    example: {
      params: { brand: 'o2', id: token },
      query: {},
      body: { contact: personal.contact, address: personal.address },
      response: {
        ...personal,
        customerNumber: '4711081500',
        updatedAt: '2026-01-14T09:50:00+01:00',
      },
    },
  },
} as const satisfies CallTable;

export default customerCalls satisfies ExamplesFit<typeof customerCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    customer: typeof customerCalls;
  }
}
