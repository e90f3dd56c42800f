import { z } from '../../../api/contract/zod.ts';
import { isAdult, personalDataSchema } from '../../../api/contract/personal.ts';
import { datePartsRule, localToday } from '../../step/dateParts.ts';
import { textField } from '../../step/fieldRules.ts';
import { contactAddressRules, contactAndAddress } from '../../personal/contactAddressRules.ts';
import type { PersonalInput } from './personalForm.ts';
import type { TextKey } from '../../../i18n/keys.ts';

/** Nobody alive today was born before this year; earlier years are typing mistakes. */
export const EARLIEST_BIRTH_YEAR = 1900;

const fields = personalDataSchema.shape;

/**
 * The rules of the personal data form, each field with its own words (GOV.UK), messages as
 * text keys; the rules themselves are the contract's, so what passes here passes the API.
 * `now` decides what counts as in the past and as of age.
 */
export function personalFormSchema(now: () => Date = () => new Date()) {
  return z.pipe(
    z.object({
      salutation: z.enum(
        ['frau', 'herr'],
        'personalData:errors.salutation.required' satisfies TextKey,
      ),
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
      birthDate: datePartsRule<'underage'>(
        'birthDate',
        'personalData:errors.birthDate',
        () => ({ today: localToday(now()), when: 'past', earliestYear: EARLIEST_BIRTH_YEAR }),
        (iso) => (isAdult(iso, now()) ? undefined : 'underage'),
      ),
      ...contactAddressRules,
    }),
    z.transform((form): PersonalInput => ({
      salutation: form.salutation,
      givenNames: form.givenNames,
      familyName: form.familyName,
      birthDate: form.birthDate,
      ...contactAndAddress(form),
    })),
  );
}
