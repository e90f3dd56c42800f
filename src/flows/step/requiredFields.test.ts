import { describe, expect, it } from 'vitest';
import { idFormSchema } from '../offer/idData/idSchema.ts';
import { emptyIdForm } from '../offer/idData/idForm.ts';
import { initialPaymentValues } from '../offer/payment/paymentForm.ts';
import { paymentFormSchema } from '../offer/payment/paymentSchema.ts';
import { emptyForm } from '../offer/personal/personalForm.ts';
import { personalFormSchema } from '../offer/personal/personalSchema.ts';
import { emptyTerminationForm } from '../termination/terminationForm.ts';
import { terminationFormSchema } from '../termination/terminationSchema.ts';
import { exampleConfig } from '../termination/testing.ts';
import { customerFormSchema } from '../customer/customerForm.ts';
import { initialWithdrawalValues, withdrawalFormSchema } from '../withdrawal/withdrawalForm.ts';
import { blank, requiredFields } from './requiredFields.ts';

const sorted = (fields: ReadonlySet<string>) => [...fields].sort();

describe('required fields', () => {
  it('are those whose own required rule speaks on an empty form', () => {
    const person = ['birthDate', 'email', 'familyName', 'givenNames'];
    const address = ['city', 'houseNumber', 'postalCode', 'street'];
    expect(sorted(requiredFields(personalFormSchema(), emptyForm))).toEqual(
      [...person, ...address, 'salutation'].sort(),
    );
    // One of three numbers, not each: none of them is marked; a later date only once chosen.
    expect(
      sorted(requiredFields(terminationFormSchema(exampleConfig()), emptyTerminationForm)),
    ).toEqual([...person, ...address, 'cancellationType', 'serviceType'].sort());
    expect(sorted(requiredFields(idFormSchema(), emptyIdForm))).toEqual([
      'documentNumber',
      'documentType',
      'expiryDate',
      'issuingAuthority',
      'nationality',
    ]);
  });

  it('are the same in every form that asks a thing: contact and address, a withdrawal', () => {
    const contact = { email: '', phone: '', street: '', houseNumber: '', postalCode: '', city: '' };
    expect(sorted(requiredFields(customerFormSchema, contact))).toEqual([
      'city',
      'email',
      'houseNumber',
      'postalCode',
      'street',
    ]);
    expect(
      sorted(requiredFields(withdrawalFormSchema, initialWithdrawalValues(undefined))),
    ).toEqual(['email', 'name', 'order']);
  });

  it('are found from a form that was filled in before, as from an empty one', () => {
    const payment = initialPaymentValues({
      typed: undefined,
      confirmed: undefined,
      personal: { givenNames: 'Anna', familyName: 'Müller' },
    });
    expect(payment.accountHolder).toBe('Anna Müller');
    expect(sorted(requiredFields(paymentFormSchema, payment))).toEqual([
      'accountHolder',
      'iban',
      'sepaMandateAccepted',
    ]);
  });

  it('blank a form whatever its shape', () => {
    expect(blank({ a: 'x', b: true, c: [1], d: { e: 'y' }, f: 3 })).toEqual({
      a: '',
      b: false,
      c: [],
      d: { e: '' },
      f: 3,
    });
  });
});
