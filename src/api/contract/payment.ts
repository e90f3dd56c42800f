import { plainTextSchema } from './common.ts';
import { describe, z } from './zod.ts';

/** IBAN in electronic format (ISO 13616): no spaces, capital letters. */
export const ibanSchema = describe(
  z.string().check(z.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/)),
  'IBAN in electronic format, without spaces, e.g. DE89370400440532013000.',
);

export const sepaPaymentSchema = describe(
  z.object({
    iban: ibanSchema,
    accountHolder: describe(plainTextSchema(2, 70), 'Name of the account holder.'),
    sepaMandateAccepted: describe(
      z.literal(true),
      'The customer grants the SEPA direct debit mandate; must be true.',
    ),
  }),
  'SEPA direct debit for the monthly charges.',
);

export type SepaPayment = z.infer<typeof sepaPaymentSchema>;
