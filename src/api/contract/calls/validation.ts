import { brandParams, none } from '../callParts.ts';
import type { CallTable } from '../callDef.ts';
import { postalAddressSchema } from '../personal.ts';
import { addressValidationSchema, ibanCheckResultSchema, ibanCheckSchema } from '../validation.ts';

/** Checks of an address or an IBAN while the customer types. */
const validationCalls = {
  validateAddress: {
    method: 'POST',
    path: '/api/validation/:brand/address',
    summary: 'Validate a German address',
    tag: 'validation',
    params: brandParams,
    query: none,
    body: postalAddressSchema,
    response: addressValidationSchema,
    errors: 'generic',
    access: 'publicOfBrand',
  },
  validateIban: {
    method: 'POST',
    path: '/api/validation/:brand/iban',
    summary: 'Validate an IBAN and look up its bank',
    tag: 'validation',
    params: brandParams,
    query: none,
    body: ibanCheckSchema,
    response: ibanCheckResultSchema,
    errors: 'generic',
    access: 'publicOfBrand',
  },
} as const satisfies CallTable;

export default validationCalls;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    validation: typeof validationCalls;
  }
}
