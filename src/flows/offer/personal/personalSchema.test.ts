import { z } from '../../../api/contract/zod.ts';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../step/testing.ts';
import { emptyForm, type PersonalFormValues } from './personalForm.ts';
import { personalFormSchema } from './personalSchema.ts';

const today = new Date(2026, 2, 15);
const schema = personalFormSchema(() => today);

const filled: PersonalFormValues = {
  salutation: 'frau',
  givenNames: ' Anna Maria ',
  familyName: 'Müller-Lüdenscheidt',
  birthDate: { day: '17', month: '5', year: '1990' },
  email: 'anna.mueller@example.de',
  phone: '',
  street: 'Georg-Brauchle-Ring',
  houseNumber: '50',
  postalCode: '80 992',
  city: 'München',
};

const messages = (values: PersonalFormValues) => fieldMessages(schema, values);

const born = (day: string, month: string, year: string) => ({
  ...filled,
  birthDate: { day, month, year },
});

describe('the client-side rules of the personal data form', () => {
  it('gives the data as the flow needs it: trimmed, ISO birth date, no empty phone', () => {
    expect(z.parse(schema, filled)).toEqual({
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
    });
    expect(z.parse(schema, { ...filled, phone: ' 0171 1234567 ' }).contact).toEqual({
      email: 'anna.mueller@example.de',
      phone: '0171 1234567',
    });
  });

  it('asks for every required field in its own words; the phone is optional', () => {
    expect(messages(emptyForm)).toEqual({
      salutation: 'personalData:errors.salutation.required',
      givenNames: 'personalData:errors.givenNames.required',
      familyName: 'personalData:errors.familyName.required',
      'birthDate.day': 'personalData:errors.birthDate.required',
      'birthDate.month': 'personalData:errors.birthDate.required',
      'birthDate.year': 'personalData:errors.birthDate.required',
      email: 'personalData:errors.email.required',
      street: 'personalData:errors.street.required',
      houseNumber: 'personalData:errors.houseNumber.required',
      postalCode: 'personalData:errors.postalCode.required',
      city: 'personalData:errors.city.required',
    });
  });

  it('refuses an under-18 birth date with its own message on every part', () => {
    expect(messages(born('16', '3', '2008'))).toEqual({
      'birthDate.day': 'personalData:errors.birthDate.underage',
      'birthDate.month': 'personalData:errors.birthDate.underage',
      'birthDate.year': 'personalData:errors.birthDate.underage',
    });
    expect(messages(born('15', '3', '2008'))).toEqual({});
  });

  it('marks only the missing part of a birth date', () => {
    expect(messages(born('17', '', '1990'))).toEqual({
      'birthDate.month': 'dates:errors.missingMonth',
    });
  });

  it('refuses birth dates before 1900, today and later', () => {
    expect(messages(born('31', '12', '1899'))).toEqual({
      'birthDate.year': 'dates:errors.tooEarly',
    });
    expect(messages(born('15', '3', '2026'))).toMatchObject({
      'birthDate.day': 'dates:errors.future',
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
    expect(messages({ ...filled, street: 'Georg-Brauchle-Ring 🏠', city: 'München ✨' })).toEqual({
      street: 'personalData:errors.street.format',
      city: 'personalData:errors.city.format',
    });
    expect(messages({ ...filled, street: 'x'.repeat(101) })).toEqual({
      street: 'personalData:errors.street.tooLong',
    });
    for (const [street, city] of [
      ['Straße des 17. Juni', 'Frankfurt (Oder)'],
      ['Karl-Marx-Allee, Hinterhof', 'St. Ingbert'],
      ['Am Weißen Stein', 'Halle/Saale'],
      ['İstiklal Caddesi', 'Kırşehir'],
    ] as const) {
      expect(messages({ ...filled, street, city }), street).toEqual({});
    }
  });
});
