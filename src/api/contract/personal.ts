import { z } from 'zod';
import { emailSchema, isoDateSchema, phoneNumberSchema } from './common.ts';

export const ADULT_AGE = 18;

/** `YYYY-MM-DD` of a local date; ISO dates compare correctly as strings. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Of age on the 18th birthday (§ 187 (2) BGB). Someone born on 29 February comes of age
 * on 1 March in a year without that date, which the string comparison gives for free.
 */
export function isAdult(birthDate: string, today: Date = new Date()): boolean {
  const threshold = `${today.getFullYear() - ADULT_AGE}${toIsoDate(today).slice(4)}`;
  return birthDate <= threshold;
}

export const salutationSchema = z.enum(['frau', 'herr']).describe('Salutation: frau or herr.');

const nameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u);

export const addressStatusSchema = z
  .enum(['validated', 'entered'])
  .describe('validated: confirmed by address validation; entered: kept as the customer typed it.');

/** Fields of a German postal address, as sent to address validation. */
export const postalAddressSchema = z
  .object({
    street: z.string().min(1).max(100).describe('Street name.'),
    houseNumber: z
      .string()
      .min(1)
      .max(20)
      .regex(/^\d[\p{L}\d /.-]*$/u)
      .describe('House number with optional addition, e.g. 12a, 7-9 or 12 Hinterhaus.'),
    postalCode: z
      .string()
      .regex(/^\d{5}$/)
      .describe('German postal code, five digits.'),
    city: z.string().min(1).max(100).describe('City.'),
  })
  .describe('German postal address.');

export const addressSchema = postalAddressSchema
  .extend({
    country: z
      .literal('DE')
      .describe('Country, ISO 3166-1 alpha-2; contracts need a German address.'),
    status: addressStatusSchema,
  })
  .describe('Address of the customer with its validation status.');

export const contactSchema = z
  .object({
    email: emailSchema.describe(
      'E-mail address for the order confirmation and contract documents.',
    ),
    phone: phoneNumberSchema.optional().describe('Phone number for questions about the order.'),
  })
  .describe('How the customer can be reached.');

/** Personal data as the server stores it. */
export const storedPersonalDataSchema = z
  .object({
    salutation: salutationSchema,
    givenNames: nameSchema.describe('Given names exactly as in the ID document.'),
    familyName: nameSchema.describe('Family name exactly as in the ID document.'),
    birthDate: isoDateSchema.describe('Date of birth.'),
    contact: contactSchema,
    address: addressSchema,
  })
  .describe('Personal data of the contract holder.');

/** Personal data the server already knows; any part may be missing. */
export const knownPersonalDataSchema = storedPersonalDataSchema
  .partial()
  .describe('Personal data already known for this offer, to prefill the form.');

/** Personal data as the customer submits it: complete and of age. */
export const personalDataSchema = storedPersonalDataSchema
  .extend({
    birthDate: isoDateSchema
      .refine((date) => isAdult(date), {
        message: `The customer must be at least ${ADULT_AGE} years old.`,
        params: { code: 'underage' },
      })
      .describe(`Date of birth; the customer must be at least ${ADULT_AGE}.`),
  })
  .describe('Personal data of the contract holder, as entered.');

export type Salutation = z.infer<typeof salutationSchema>;
export type PostalAddress = z.infer<typeof postalAddressSchema>;
export type Address = z.infer<typeof addressSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type PersonalData = z.infer<typeof personalDataSchema>;
export type KnownPersonalData = z.infer<typeof knownPersonalDataSchema>;
