import { z } from 'zod';
import { postalAddressSchema } from './personal.ts';

export const addressValidationSchema = z
  .discriminatedUnion('result', [
    z
      .object({ result: z.literal('valid').describe('The address exists as entered.') })
      .describe('Valid address.'),
    z
      .object({
        result: z.literal('corrected').describe('The address exists in a corrected form.'),
        suggestion: postalAddressSchema.describe('The corrected address to confirm.'),
      })
      .describe('Corrected address.'),
    z
      .object({
        result: z.literal('choice').describe('Several addresses match; the customer picks one.'),
        candidates: z.array(postalAddressSchema).min(2).describe('Matching addresses.'),
      })
      .describe('Ambiguous address.'),
  ])
  .describe('Result of the address validation.');

export const ibanCheckSchema = z
  .object({
    iban: z.string().min(15).max(42).describe('IBAN as typed; spaces and lower case are accepted.'),
  })
  .describe('IBAN to check.');

/** An invalid IBAN is answered with 400 and a field error for iban (code invalidIban). */
export const ibanCheckResultSchema = z
  .object({
    iban: z.string().describe('The IBAN in electronic format: capitals, no spaces.'),
    bic: z.string().optional().describe('BIC of the bank, when known.'),
    bankName: z.string().optional().describe('Name of the bank, when known.'),
  })
  .describe('A valid IBAN with its bank.');

export type AddressValidation = z.infer<typeof addressValidationSchema>;
export type IbanCheckResult = z.infer<typeof ibanCheckResultSchema>;
