import { z } from '../../../api/contract/zod.ts';
import { ibanSchema, sepaPaymentSchema, type SepaPayment } from '../../../api/contract/payment.ts';
import { textField } from '../../step/fieldRules.ts';
import { electronicIban } from './paymentForm.ts';
import type { TextKey } from '../../../i18n/keys.ts';

/**
 * The rules of the payment form, the contract's: what passes here passes the API; whether
 * the IBAN's check digits are right and its country takes SEPA direct debits is the API's
 * answer (ibanCheck.ts). Messages are text keys; the form translates them.
 */

/** The text key of what is wrong with a typed IBAN's shape, or undefined when none is. */
export function ibanProblem(typed: string): TextKey | undefined {
  const iban = electronicIban(typed);
  if (iban === '') return 'payment:errors.iban.required';
  return z.safeParse(ibanSchema, iban).success ? undefined : 'payment:errors.iban.format';
}

export const paymentFormSchema = z.pipe(
  z.object({
    iban: z.string().check(
      z.superRefine((typed, ctx) => {
        const message = ibanProblem(typed);
        if (message) ctx.addIssue({ code: 'custom', message, input: typed });
      }),
    ),
    accountHolder: textField({
      rule: sepaPaymentSchema.shape.accountHolder,
      required: 'payment:errors.accountHolder.required',
      format: 'payment:errors.accountHolder.tooShort',
      tooLong: 'payment:errors.accountHolder.tooLong',
      normalise: (name) => name.replace(/\s+/g, ' '),
    }),
    sepaMandateAccepted: z.literal(
      true,
      'payment:errors.sepaMandateAccepted.required' satisfies TextKey,
    ),
  }),
  z.transform((form): SepaPayment => ({ ...form, iban: electronicIban(form.iban) })),
);
