import { postalAddressSchema } from './personal.ts';
import { describe, z } from './zod.ts';

export const addressValidationSchema = describe(
  z.discriminatedUnion('result', [
    describe(
      z.object({ result: describe(z.literal('valid'), 'The address exists as entered.') }),
      'Valid address.',
    ),
    describe(
      z.object({
        result: describe(z.literal('corrected'), 'The address exists in a corrected form.'),
        suggestion: describe(postalAddressSchema, 'The corrected address to confirm.'),
      }),
      'Corrected address.',
    ),
    describe(
      z.object({
        result: describe(z.literal('choice'), 'Several addresses match; the customer picks one.'),
        candidates: describe(
          z.array(postalAddressSchema).check(z.minLength(2)),
          'Matching addresses.',
        ),
      }),
      'Ambiguous address.',
    ),
  ]),
  'Result of the address validation.',
);

export const ibanCheckSchema = describe(
  z.object({
    iban: describe(
      z.string().check(z.minLength(15), z.maxLength(42), z.regex(/^[A-Za-z0-9 ]*$/)),
      'IBAN as typed: letters, digits and spaces; lower case is accepted.',
    ),
  }),
  'IBAN to check.',
);

/** An invalid IBAN is answered with 400 and a field error for iban (code invalidIban). */
export const ibanCheckResultSchema = describe(
  z.object({
    iban: describe(z.string(), 'The IBAN in electronic format: capitals, no spaces.'),
    bic: describe(z.optional(z.string()), 'BIC of the bank, when known.'),
    bankName: describe(z.optional(z.string()), 'Name of the bank, when known.'),
  }),
  'A valid IBAN with its bank.',
);

export type AddressValidation = z.infer<typeof addressValidationSchema>;
export type IbanCheckResult = z.infer<typeof ibanCheckResultSchema>;
