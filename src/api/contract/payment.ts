import { z } from 'zod';

/** IBAN in electronic format (ISO 13616): no spaces, capital letters. */
export const ibanSchema = z
  .string()
  .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/)
  .describe('IBAN in electronic format, without spaces, e.g. DE89370400440532013000.');

export const sepaPaymentSchema = z
  .object({
    iban: ibanSchema,
    accountHolder: z.string().min(2).max(70).describe('Name of the account holder.'),
    sepaMandateAccepted: z
      .literal(true)
      .describe('The customer grants the SEPA direct debit mandate; must be true.'),
  })
  .describe('SEPA direct debit for the monthly charges.');

export type SepaPayment = z.infer<typeof sepaPaymentSchema>;
