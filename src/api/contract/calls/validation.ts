import { brandParams, none } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
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
    example: {
      params: { brand: 'o2' },
      query: {},
      body: {
        street: 'Georg-Brauchle-Rng',
        houseNumber: '50',
        postalCode: '80992',
        city: 'München',
      },
      response: {
        result: 'corrected',
        suggestion: {
          street: 'Georg-Brauchle-Ring',
          houseNumber: '50',
          postalCode: '80992',
          city: 'München',
        },
      },
    },
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
    example: {
      params: { brand: 'o2' },
      query: {},
      body: { iban: 'de89 3704 0044 0532 0130 00' },
      response: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
    },
  },
} as const satisfies CallTable;

export default validationCalls satisfies ExamplesFit<typeof validationCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    validation: typeof validationCalls;
  }
}
