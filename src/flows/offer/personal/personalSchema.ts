import { z } from '../../../api/contract/zod.ts';
import { isAdult, personalDataSchema } from '../../../api/contract/personal.ts';
import { datePartsRule, localToday } from '../../step/dateParts.ts';
import { textField } from '../../step/fieldRules.ts';
import type { PersonalInput } from './personalForm.ts';

/** Nobody alive today was born before this year; earlier years are typing mistakes. */
export const EARLIEST_BIRTH_YEAR = 1900;

const fields = personalDataSchema.shape;
const address = fields.address.shape;

/**
 * The rules of the personal data form, each field with its own words (GOV.UK), messages as
 * text keys; the rules themselves are the contract's, so what passes here passes the API.
 * `now` decides what counts as in the past and as of age.
 */
export function personalFormSchema(now: () => Date = () => new Date()) {
  return z.pipe(
    z.object({
      salutation: z.enum(['frau', 'herr'], 'personalData:errors.salutation.required'),
      givenNames: textField({
        rule: fields.givenNames,
        required: 'personalData:errors.givenNames.required',
        format: 'personalData:errors.givenNames.format',
        tooLong: 'personalData:errors.givenNames.tooLong',
      }),
      familyName: textField({
        rule: fields.familyName,
        required: 'personalData:errors.familyName.required',
        format: 'personalData:errors.familyName.format',
        tooLong: 'personalData:errors.familyName.tooLong',
      }),
      birthDate: datePartsRule(
        'personalData:errors.birthDate',
        () => ({ today: localToday(now()), when: 'past', earliestYear: EARLIEST_BIRTH_YEAR }),
        (iso) => (isAdult(iso, now()) ? undefined : 'underage'),
      ),
      email: textField({
        rule: fields.contact.shape.email,
        required: 'personalData:errors.email.required',
        format: 'personalData:errors.email.format',
      }),
      phone: textField({
        rule: fields.contact.shape.phone,
        format: 'personalData:errors.phone.format',
      }),
      street: textField({
        rule: address.street,
        required: 'personalData:errors.street.required',
        format: 'personalData:errors.street.tooLong',
      }),
      houseNumber: textField({
        rule: address.houseNumber,
        required: 'personalData:errors.houseNumber.required',
        format: 'personalData:errors.houseNumber.format',
        tooLong: 'personalData:errors.houseNumber.tooLong',
      }),
      postalCode: textField({
        rule: address.postalCode,
        required: 'personalData:errors.postalCode.required',
        format: 'personalData:errors.postalCode.format',
        // Often typed with a space ("80 992"); the five digits are what count.
        normalise: (code) => code.replace(/\s+/g, ''),
      }),
      city: textField({
        rule: address.city,
        required: 'personalData:errors.city.required',
        format: 'personalData:errors.city.tooLong',
      }),
    }),
    z.transform((form): PersonalInput => ({
      salutation: form.salutation,
      givenNames: form.givenNames,
      familyName: form.familyName,
      birthDate: form.birthDate,
      contact: { email: form.email, ...(form.phone ? { phone: form.phone } : {}) },
      address: {
        street: form.street,
        houseNumber: form.houseNumber,
        postalCode: form.postalCode,
        city: form.city,
      },
    })),
  );
}
