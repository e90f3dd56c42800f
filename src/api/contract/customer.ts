import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { addressSchema, contactSchema, storedPersonalDataSchema } from './personal.ts';

/** Name and birth date are verified identity data: shown, never changed here. */
export const customerDetailsSchema = storedPersonalDataSchema
  .extend({
    customerNumber: z.string().min(1).describe('Customer number.'),
    updatedAt: isoDateTimeSchema.describe('Last change of the details.'),
  })
  .describe('Details of a customer behind a customer link.');

export const customerDetailsUpdateSchema = z
  .object({ contact: contactSchema, address: addressSchema })
  .describe('The details a customer can change: contact and address.');

export type CustomerDetails = z.infer<typeof customerDetailsSchema>;
export type CustomerDetailsUpdate = z.infer<typeof customerDetailsUpdateSchema>;
