import { isoDateTimeSchema } from './common.ts';
import { addressSchema, contactSchema, storedPersonalDataSchema } from './personal.ts';
import { describe, z } from './zod.ts';

/** Name and birth date are verified identity data: shown, never changed here. */
export const customerDetailsSchema = describe(
  z.extend(storedPersonalDataSchema, {
    customerNumber: describe(z.string().check(z.minLength(1)), 'Customer number.'),
    updatedAt: describe(isoDateTimeSchema, 'Last change of the details.'),
  }),
  'Details of a customer behind a customer link.',
);

export const customerDetailsUpdateSchema = describe(
  z.object({ contact: contactSchema, address: addressSchema }),
  'The details a customer can change: contact and address.',
);

export type CustomerDetails = z.infer<typeof customerDetailsSchema>;
export type CustomerDetailsUpdate = z.infer<typeof customerDetailsUpdateSchema>;
