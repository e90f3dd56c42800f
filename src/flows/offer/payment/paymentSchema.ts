import type { FieldErrors, ResolverResult } from 'react-hook-form';
import { ibanSchema, sepaPaymentSchema, type SepaPayment } from '../../../api/contract/payment.ts';
import { z } from '../../../api/contract/zod.ts';
import { electronicIban, type PaymentField, type PaymentFormValues } from './paymentForm.ts';

/**
 * The client-side rules of the payment form, loaded on first use (zod is too heavy for
 * the first bytes). The rules are the contract's, so what passes here passes the API;
 * whether the IBAN's check digits are right and its country takes SEPA direct debits
 * is the API's answer (ibanCheck.ts). Messages are text keys; the form translates them.
 */

/** The text key of what is wrong with a typed IBAN's shape, or undefined when none is. */
export function ibanProblem(typed: string): string | undefined {
  const iban = electronicIban(typed);
  if (iban === '') return 'payment:errors.iban.required';
  return ibanSchema.safeParse(iban).success ? undefined : 'payment:errors.iban.format';
}

const holderRule = sepaPaymentSchema.shape.accountHolder;

const paymentFormSchema = z.object({
  iban: z.string().check(
    z.superRefine((typed, ctx) => {
      const message = ibanProblem(typed);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  ),
  accountHolder: z.string().check(
    z.overwrite((name) => name.trim().replace(/\s+/g, ' ')),
    z.superRefine((name, ctx) => {
      if (name === '') {
        ctx.addIssue({ code: 'custom', message: 'payment:errors.accountHolder.required' });
        return;
      }
      const result = holderRule.safeParse(name);
      if (result.success) return;
      const long = result.error.issues.some((issue) => issue.code === 'too_big');
      ctx.addIssue({
        code: 'custom',
        message: long
          ? 'payment:errors.accountHolder.tooLong'
          : 'payment:errors.accountHolder.tooShort',
      });
    }),
  ),
  sepaMandateAccepted: z.literal(true, { message: 'payment:errors.sepaMandateAccepted.required' }),
});

/** Validates the form: the SEPA data as the contract has it, or a text key per invalid field. */
export function validatePaymentForm(
  values: PaymentFormValues,
): ResolverResult<PaymentFormValues, SepaPayment> {
  const result = paymentFormSchema.safeParse(values);
  if (result.success) {
    return { values: { ...result.data, iban: electronicIban(result.data.iban) }, errors: {} };
  }
  const errors: FieldErrors<PaymentFormValues> = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (typeof field !== 'string') continue;
    errors[field as PaymentField] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
}
