import { emailSchema, isoDateSchema, phoneNumberSchema } from './common.ts';
import { describe, onFirstUse, z } from './zod.ts';

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

export const salutations = ['frau', 'herr'] as const;
export const salutationSchema = describe(z.enum(salutations), 'Salutation: frau or herr.');
export type Salutation = z.infer<typeof salutationSchema>;

const nameSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(100),
    z.regex(onFirstUse(() => /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u)),
  );

export const addressStatusSchema = describe(
  z.enum(['validated', 'entered']),
  'validated: confirmed by address validation; entered: kept as the customer typed it.',
);

/**
 * A street or place name: letters (any script, with accents), digits, spaces and the marks
 * German place names use ("Straße des 17. Juni", "Frankfurt (Oder)", "Karl-Marx-Allee",
 * "St. Ingbert", "Halle/Saale"); no emoji or symbols, which no address database holds.
 */
const placeNameSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(100),
    z.regex(onFirstUse(() => /^[\p{L}\p{M}\d][\p{L}\p{M}\d '’.,()/&-]*$/u)),
  );

/** Fields of a German postal address, as sent to address validation. */
export const postalAddressSchema = describe(
  z.object({
    street: describe(
      placeNameSchema,
      "Street name: letters, digits, spaces and . , - ' ’ ( ) / &; no emoji.",
    ),
    houseNumber: describe(
      z
        .string()
        .check(z.minLength(1), z.maxLength(20), z.regex(onFirstUse(() => /^\d[\p{L}\d /.-]*$/u))),
      'House number with optional addition, e.g. 12a, 7-9 or 12 Hinterhaus.',
    ),
    postalCode: describe(z.string().check(z.regex(/^\d{5}$/)), 'German postal code, five digits.'),
    city: describe(placeNameSchema, "City: letters, digits, spaces and . , - ' ’ ( ) / &."),
  }),
  'German postal address.',
);
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const addressSchema = describe(
  z.extend(postalAddressSchema, {
    country: describe(
      z.literal('DE'),
      'Country, ISO 3166-1 alpha-2; contracts need a German address.',
    ),
    status: addressStatusSchema,
  }),
  'Address of the customer with its validation status.',
);
export type Address = z.infer<typeof addressSchema>;

export const contactSchema = describe(
  z.object({
    email: describe(
      emailSchema,
      'E-mail address for the order confirmation and contract documents.',
    ),
    phone: describe(z.optional(phoneNumberSchema), 'Phone number for questions about the order.'),
  }),
  'How the customer can be reached.',
);

/** Personal data as the server stores it. */
export const storedPersonalDataSchema = describe(
  z.object({
    salutation: salutationSchema,
    givenNames: describe(nameSchema, 'Given names exactly as in the ID document.'),
    familyName: describe(nameSchema, 'Family name exactly as in the ID document.'),
    birthDate: describe(isoDateSchema, 'Date of birth.'),
    contact: contactSchema,
    address: addressSchema,
  }),
  'Personal data of the contract holder.',
);

/** Personal data the server already knows; any part may be missing. */
export const knownPersonalDataSchema = describe(
  z.partial(storedPersonalDataSchema),
  'Personal data already known for this offer, to prefill the form.',
);
export type KnownPersonalData = z.infer<typeof knownPersonalDataSchema>;

/** Personal data as the customer submits it: complete and of age. */
export const personalDataSchema = describe(
  z.extend(storedPersonalDataSchema, {
    birthDate: describe(
      isoDateSchema.check(
        z.refine((date) => isAdult(date), {
          message: `The customer must be at least ${ADULT_AGE} years old.`,
          params: { code: 'underage' },
        }),
      ),
      `Date of birth; the customer must be at least ${ADULT_AGE}.`,
    ),
  }),
  'Personal data of the contract holder, as entered.',
);
export type PersonalData = z.infer<typeof personalDataSchema>;
