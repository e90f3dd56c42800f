import { describe, expect, it } from 'vitest';
import { emptyForm, type PersonalFormValues } from './personalForm.ts';
import { validatePersonalForm } from './personalSchema.ts';

const today = new Date(2026, 2, 15);

const filled: PersonalFormValues = {
  salutation: 'frau',
  givenNames: ' Anna Maria ',
  familyName: 'Müller-Lüdenscheidt',
  birthDay: '17',
  birthMonth: '5',
  birthYear: '1990',
  email: 'anna.mueller@example.de',
  phone: '',
  street: 'Georg-Brauchle-Ring',
  houseNumber: '50',
  postalCode: '80 992',
  city: 'München',
};

const messages = (values: PersonalFormValues) =>
  Object.fromEntries(
    Object.entries(validatePersonalForm(values, today).errors).map(([field, error]) => [
      field,
      error?.message,
    ]),
  );

describe('the client-side rules of the personal data form', () => {
  it('gives the data as the flow needs it: trimmed, ISO birth date, no empty phone', () => {
    expect(validatePersonalForm(filled, today)).toEqual({
      errors: {},
      values: {
        salutation: 'frau',
        givenNames: 'Anna Maria',
        familyName: 'Müller-Lüdenscheidt',
        birthDate: '1990-05-17',
        contact: { email: 'anna.mueller@example.de' },
        address: {
          street: 'Georg-Brauchle-Ring',
          houseNumber: '50',
          postalCode: '80992',
          city: 'München',
        },
      },
    });
  });

  it('asks for every required field in its own words; the phone is optional', () => {
    expect(messages(emptyForm)).toEqual({
      salutation: 'personalData:errors.salutation.required',
      givenNames: 'personalData:errors.givenNames.required',
      familyName: 'personalData:errors.familyName.required',
      birthDay: 'personalData:errors.birthDate.required',
      birthMonth: 'personalData:errors.birthDate.required',
      birthYear: 'personalData:errors.birthDate.required',
      email: 'personalData:errors.email.required',
      street: 'personalData:errors.street.required',
      houseNumber: 'personalData:errors.houseNumber.required',
      postalCode: 'personalData:errors.postalCode.required',
      city: 'personalData:errors.city.required',
    });
  });

  it('refuses an under-18 birth date with its own message on every part', () => {
    expect(messages({ ...filled, birthDay: '16', birthMonth: '3', birthYear: '2008' })).toEqual({
      birthDay: 'personalData:errors.birthDate.underage',
      birthMonth: 'personalData:errors.birthDate.underage',
      birthYear: 'personalData:errors.birthDate.underage',
    });
    expect(messages({ ...filled, birthDay: '15', birthMonth: '3', birthYear: '2008' })).toEqual({});
  });

  it('marks only the missing part of a birth date', () => {
    expect(messages({ ...filled, birthMonth: '' })).toEqual({
      birthMonth: 'personalData:errors.birthDate.missingMonth',
    });
  });

  it('applies the contract rules: name characters, e-mail, phone, house number, postal code', () => {
    expect(
      messages({
        ...filled,
        givenNames: 'Anna2',
        email: 'anna@',
        phone: 'call me',
        houseNumber: 'a',
        postalCode: '8099',
      }),
    ).toEqual({
      givenNames: 'personalData:errors.givenNames.format',
      email: 'personalData:errors.email.format',
      phone: 'personalData:errors.phone.format',
      houseNumber: 'personalData:errors.houseNumber.format',
      postalCode: 'personalData:errors.postalCode.format',
    });
    expect(messages({ ...filled, familyName: 'x'.repeat(101) })).toEqual({
      familyName: 'personalData:errors.familyName.tooLong',
    });
  });
});
