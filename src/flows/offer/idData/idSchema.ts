import type { FieldErrors, ResolverResult } from 'react-hook-form';
import { idDocumentSchema, type IdDocument } from '../../../api/contract/identity.ts';
import { toIsoDate } from '../../../api/contract/personal.ts';
import { z } from '../../../api/contract/zod.ts';
import type { IdField, IdFormValues } from './idForm.ts';

/**
 * The client-side rules of the ID data form. Loaded on the first validation, not with the
 * page: zod is too heavy for the first bytes. The rules are the contract's, so what passes
 * here passes the API; each field says what is wrong in its own words (GOV.UK). Messages
 * are text keys; the form translates them.
 */

const fields = idDocumentSchema.shape;

interface TextRule {
  rule: z.ZodMiniType;
  required: string;
  format: string;
  normalise?: (value: string) => string;
}

function textField({ rule, required, format, normalise = (v) => v }: TextRule) {
  return z.string().check(
    z.overwrite((value) => normalise(value.trim())),
    z.superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: required });
      else if (!rule.safeParse(value).success) ctx.addIssue({ code: 'custom', message: format });
    }),
  );
}

/** The contract's rule (a real date, not before today), with today as a parameter. */
function expiryField(today: Date) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const message =
        value === ''
          ? 'idData:errors.expiryDate.required'
          : !z.iso.date().safeParse(value).success
            ? 'idData:errors.expiryDate.format'
            : value < toIsoDate(today)
              ? 'idData:errors.expiryDate.expired'
              : undefined;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/** The form schema; `today` decides which documents have expired. */
export function idFormSchema(today: Date = new Date()) {
  return z.object({
    nationality: textField({
      rule: fields.nationality,
      required: 'idData:errors.nationality.required',
      format: 'idData:errors.nationality.required',
    }),
    documentType: z.enum(fields.documentType.options, {
      message: 'idData:errors.documentType.required',
    }),
    documentNumber: textField({
      rule: fields.documentNumber,
      required: 'idData:errors.documentNumber.required',
      format: 'idData:errors.documentNumber.format',
      // Printed and typed with spaces and in lower case; the API wants neither.
      normalise: (number) => number.replace(/[\s-]+/g, '').toUpperCase(),
    }),
    issuingAuthority: textField({
      rule: fields.issuingAuthority,
      required: 'idData:errors.issuingAuthority.required',
      format: 'idData:errors.issuingAuthority.format',
    }),
    expiryDate: expiryField(today),
  });
}

/** Validates the form: the contract's ID document, or a text key per invalid field. */
export function validateIdForm(
  values: IdFormValues,
  today: Date = new Date(),
): ResolverResult<IdFormValues, IdDocument> {
  const result = idFormSchema(today).safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<IdFormValues> = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (typeof field !== 'string') continue;
    errors[field as IdField] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
}
