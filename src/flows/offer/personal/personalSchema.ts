import type { FieldErrors, ResolverResult } from 'react-hook-form';
import { isAdult, personalDataSchema, toIsoDate } from '../../../api/contract/personal.ts';
import { z } from '../../../api/contract/zod.ts';
import { readDateParts, type DatePart, type DateProblem } from './birthDate.ts';
import type { PersonalField, PersonalFormValues, PersonalInput } from './personalForm.ts';

/**
 * The client-side rules of the personal data form. Loaded on the first validation, not
 * with the page: zod is too heavy for the first bytes. Each field says what is wrong in
 * its own words (GOV.UK); the rules themselves are the contract's, so what passes here
 * passes the API. Messages are text keys; the form translates them.
 */

interface FieldRule {
  /** The contract's schema of the field. */
  rule: z.ZodMiniType;
  /** Absent for an optional field. */
  required?: string;
  /** Any broken rule of the contract's field schema but the length. */
  format: string;
  tooLong?: string;
  /** Tidies what was typed before the rule sees it. */
  normalise?: (value: string) => string;
}

const fields = personalDataSchema.shape;

function textField({ rule, required, format, tooLong, normalise = (v) => v }: FieldRule) {
  return z.string().check(
    z.overwrite((value) => normalise(value.trim())),
    z.superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      const result = rule.safeParse(value);
      if (result.success) return;
      const long = result.error.issues.some((issue) => issue.code === 'too_big');
      ctx.addIssue({ code: 'custom', message: long && tooLong ? tooLong : format });
    }),
  );
}

const missingMessages: Record<string, string> = {
  day: 'personalData:errors.birthDate.missingDay',
  month: 'personalData:errors.birthDate.missingMonth',
  year: 'personalData:errors.birthDate.missingYear',
  'day,month': 'personalData:errors.birthDate.missingDayMonth',
  'day,year': 'personalData:errors.birthDate.missingDayYear',
  'month,year': 'personalData:errors.birthDate.missingMonthYear',
};

const dateMessages: Record<Exclude<DateProblem, 'missing'>, string> = {
  required: 'personalData:errors.birthDate.required',
  yearFormat: 'personalData:errors.birthDate.yearFormat',
  notReal: 'personalData:errors.birthDate.notReal',
  tooEarly: 'personalData:errors.birthDate.tooEarly',
  future: 'personalData:errors.birthDate.future',
};

const partFields: Record<DatePart, PersonalField> = {
  day: 'birthDay',
  month: 'birthMonth',
  year: 'birthYear',
};

function birthDateField(today: Date) {
  return z.pipe(
    z.object({ day: z.string(), month: z.string(), year: z.string() }),
    z.transform((parts, ctx) => {
      const reading = readDateParts(parts, toIsoDate(today));
      if (reading.ok && isAdult(reading.iso, today)) return reading.iso;
      const [message, invalid] = reading.ok
        ? ['personalData:errors.birthDate.underage', ['day', 'month', 'year'] as const]
        : [
            reading.problem === 'missing'
              ? missingMessages[reading.parts.join(',')]
              : dateMessages[reading.problem],
            reading.parts,
          ];
      // zod/mini's transform has no addIssue; the issue goes where addIssue would put it.
      ctx.issues.push({
        code: 'custom',
        message: message ?? dateMessages.required,
        params: { invalid },
        input: parts,
      });
      return z.NEVER;
    }),
  );
}

/** The form schema; `today` decides what counts as in the past and as of age. */
export function personalFormSchema(today: Date = new Date()) {
  const address = fields.address.shape;
  return z.object({
    salutation: z.enum(['frau', 'herr'], { message: 'personalData:errors.salutation.required' }),
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
    birthDate: birthDateField(today),
    email: textField({
      rule: fields.contact.shape.email,
      required: 'personalData:errors.email.required',
      format: 'personalData:errors.email.format',
    }),
    phone: textField({
      rule: fields.contact.shape.phone.def.innerType,
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
  });
}

type FormOutput = z.output<ReturnType<typeof personalFormSchema>>;

function toInput(form: FormOutput): PersonalInput {
  return {
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
  };
}

/** Where an issue belongs in the form: the birth date's issue marks each invalid part. */
function fieldsOf(issue: z.core.$ZodIssue): PersonalField[] {
  const [first] = issue.path;
  if (first === 'birthDate') {
    const invalid = issue.code === 'custom' ? issue.params?.['invalid'] : undefined;
    const parts = Array.isArray(invalid) ? (invalid as DatePart[]) : (['day'] as const);
    return parts.map((part) => partFields[part]);
  }
  return typeof first === 'string' ? [first as PersonalField] : [];
}

/** Validates the form: its values as the flow needs them, or a text key per invalid field. */
export function validatePersonalForm(
  values: PersonalFormValues,
  today: Date = new Date(),
): ResolverResult<PersonalFormValues, PersonalInput> {
  const result = personalFormSchema(today).safeParse({
    ...values,
    birthDate: { day: values.birthDay, month: values.birthMonth, year: values.birthYear },
  });
  if (result.success) return { values: toInput(result.data), errors: {} };
  const errors: FieldErrors<PersonalFormValues> = {};
  for (const issue of result.error.issues) {
    for (const field of fieldsOf(issue)) {
      errors[field] ??= { type: 'validate', message: issue.message };
    }
  }
  return { values: {}, errors };
}
