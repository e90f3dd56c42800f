import { describe, expect, it } from 'vitest';
import type { PaymentFormValues } from './paymentForm.ts';
import { validatePaymentForm } from './paymentSchema.ts';

const valid: PaymentFormValues = {
  iban: 'DE89370400440532013000',
  accountHolder: 'Anna Müller',
  sepaMandateAccepted: true,
};
const messages = (values: Partial<PaymentFormValues>) =>
  Object.fromEntries(
    Object.entries(validatePaymentForm({ ...valid, ...values }).errors).map(([field, error]) => [
      field,
      error?.message,
    ]),
  );

describe('payment form rules', () => {
  it('gives the SEPA data as the contract has it: IBAN electronic, holder tidied', () => {
    const result = validatePaymentForm({
      ...valid,
      iban: ' de89 3704 0044 0532 0130 00 ',
      accountHolder: '  Anna   Maria Müller ',
    });
    expect(result.values).toEqual({ ...valid, accountHolder: 'Anna Maria Müller' });
    expect(result.errors).toEqual({});
  });

  it('names what is missing, field by field', () => {
    expect(messages({ iban: ' ', accountHolder: ' ', sepaMandateAccepted: false })).toEqual({
      iban: 'payment:errors.iban.required',
      accountHolder: 'payment:errors.accountHolder.required',
      sepaMandateAccepted: 'payment:errors.sepaMandateAccepted.required',
    });
  });

  it('tells a short holder name from a long one and refuses an IBAN of the wrong shape', () => {
    expect(messages({ accountHolder: 'A' })).toEqual({
      accountHolder: 'payment:errors.accountHolder.tooShort',
    });
    expect(messages({ accountHolder: 'A'.repeat(71) })).toEqual({
      accountHolder: 'payment:errors.accountHolder.tooLong',
    });
    expect(messages({ iban: 'DE89 3704' })).toEqual({ iban: 'payment:errors.iban.format' });
  });
});
