import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../step/testing.ts';
import { z } from '../../../api/contract/zod.ts';
import type { PaymentFormValues } from './paymentForm.ts';
import { ibanProblem, paymentFormSchema } from './paymentSchema.ts';

const valid: PaymentFormValues = {
  iban: 'DE89370400440532013000',
  accountHolder: 'Anna Müller',
  sepaMandateAccepted: true,
};
const messages = (values: Partial<PaymentFormValues>) =>
  fieldMessages(paymentFormSchema, { ...valid, ...values });

describe('payment form rules', () => {
  it('gives the SEPA data as the contract has it: IBAN electronic, holder tidied', () => {
    expect(
      z.parse(paymentFormSchema, {
        ...valid,
        iban: ' de89 3704 0044 0532 0130 00 ',
        accountHolder: '  Anna   Maria Müller ',
      }),
    ).toEqual({ ...valid, accountHolder: 'Anna Maria Müller' });
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
    expect(messages({ iban: 'DE89/3704/0044/0532/0130/00' })).toEqual({
      iban: 'payment:errors.iban.format',
    });
  });

  it('checks the shape of a typed IBAN on its own, as the field does on blur', () => {
    expect(ibanProblem('')).toBe('payment:errors.iban.required');
    expect(ibanProblem('de89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(ibanProblem('de89-3704-0044-0532-0130-00')).toBeUndefined();
    expect(ibanProblem('DE89.3704.0044.0532.0130.00')).toBeUndefined();
    expect(ibanProblem('DE89\u00a03704 \u20130044 0532 0130 00')).toBeUndefined();
    expect(ibanProblem('DE89 3704')).toBe('payment:errors.iban.format');
  });
});
