import type { Prefill, TerminationRequest, UploadResult } from '../../api/contract/termination.ts';
import { emptyDateParts, type DateParts } from '../step/dateParts.ts';

/** A proof document the API has stored for this termination. */
export type Proof = Pick<UploadResult, 'uploadId' | 'fileName' | 'size'>;

/** The termination form as the customer fills it in: choices and typed text as strings. */
export interface TerminationFormValues {
  serviceType: string;
  cancellationType: string;
  reason: string;
  reasonText: string;
  proofs: Proof[];
  /** `now`: as early as possible; `later`: on `terminationDate`. */
  timing: 'now' | 'later';
  terminationDate: string;
  givenNames: string;
  familyName: string;
  birthDate: DateParts;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  phoneNumber: string;
  customerNumber: string;
  contractNumber: string;
  email: string;
}

/** What a valid form amounts to: the request without the link's data, the proofs by name. */
export type TerminationInput = Omit<TerminationRequest, 'uploadIds'> & { proofs: Proof[] };

/** The contract holder and contract: a link fills them in instead of the form. */
export const linkFields = [
  'givenNames',
  'familyName',
  'birthDate.day',
  'birthDate.month',
  'birthDate.year',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'phoneNumber',
  'customerNumber',
  'contractNumber',
] as const;

/** The fields in the order the form shows them; the error summary lists errors in it. */
export const terminationFields = [
  'serviceType',
  'cancellationType',
  'reason',
  'reasonText',
  'proofs',
  'terminationDate',
  ...linkFields,
  'email',
] as const;

export type TerminationField = (typeof terminationFields)[number];

/** The part of the form a field belongs to, without the birth date's day, month or year. */
export type FieldGroup = Exclude<TerminationField, `birthDate.${string}`> | 'birthDate';

export const groupOf = (field: TerminationField): FieldGroup =>
  field.startsWith('birthDate') ? 'birthDate' : (field as FieldGroup);

/**
 * The id of the element an error of a field leads to: its input, the first radio of a
 * choice, the day of the birth date.
 */
export const fieldId = (field: string): string => `termination-${field.split('.')[0] ?? field}`;

/**
 * The later end date's value when the date picker refused an impossible date (31.02.): the
 * form then says at the field and in its error summary alike that it must be a real date.
 */
export const NOT_A_REAL_DATE = 'not-real';

export const emptyTerminationForm: TerminationFormValues = {
  serviceType: '',
  cancellationType: '',
  reason: '',
  reasonText: '',
  proofs: [],
  timing: 'now',
  terminationDate: '',
  givenNames: '',
  familyName: '',
  birthDate: emptyDateParts,
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  phoneNumber: '',
  customerNumber: '',
  contractNumber: '',
  email: '',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The fields typed or chosen as one string each. */
const textFields = terminationFields.filter(
  (field): field is Exclude<TerminationField, 'proofs' | `birthDate.${string}`> =>
    field !== 'proofs' && !field.startsWith('birthDate'),
);

function proofsOf(value: unknown): Proof[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((proof) =>
    isRecord(proof) &&
    typeof proof['uploadId'] === 'string' &&
    typeof proof['fileName'] === 'string' &&
    typeof proof['size'] === 'number'
      ? [{ uploadId: proof['uploadId'], fileName: proof['fileName'], size: proof['size'] }]
      : [],
  );
}

/**
 * What the form starts with: what was typed before (read field by field, so a malformed
 * part leaves only its own field empty), else the e-mail the link knows.
 */
export function initialTerminationValues(typed: unknown, prefill?: Prefill): TerminationFormValues {
  const values: TerminationFormValues = {
    ...emptyTerminationForm,
    serviceType: prefill?.serviceType ?? '',
    email: prefill?.email ?? '',
  };
  if (!isRecord(typed)) return values;
  for (const field of textFields) values[field] = text(typed[field]) ?? values[field];
  if (typed['timing'] === 'later') values.timing = 'later';
  values.proofs = proofsOf(typed['proofs']) ?? [];
  if (isRecord(typed['birthDate'])) {
    const { day, month, year } = typed['birthDate'];
    values.birthDate = { day: text(day) ?? '', month: text(month) ?? '', year: text(year) ?? '' };
  }
  // A link fixes what is terminated: an earlier choice does not change it.
  if (prefill?.serviceType) values.serviceType = prefill.serviceType;
  return values;
}
