import { idDocumentTypes, type IdDocumentType } from '../../../api/contract/identity.ts';
import { emptyDateParts, type DateParts } from '../../step/dateParts.ts';

/** The ID data form as the customer fills it in: every field a string. */
export type IdFormValues = {
  nationality: string;
  documentType: '' | IdDocumentType;
  documentNumber: string;
  issuingAuthority: string;
  expiryDate: DateParts;
};

/** The fields in the order the form shows them; the error summary lists errors in it. */
export const idFields = [
  'nationality',
  'documentType',
  'documentNumber',
  'issuingAuthority',
  'expiryDate.day',
  'expiryDate.month',
  'expiryDate.year',
] as const;

export type IdField = (typeof idFields)[number];

/** Every document type the contract allows, in the order offered. */
export const documentTypes = idDocumentTypes;

export const emptyIdForm: IdFormValues = {
  nationality: '',
  documentType: '',
  documentNumber: '',
  issuingAuthority: '',
  expiryDate: emptyDateParts,
};

/** The id of the element an error of a field leads to: the first radio, the day of a date. */
export const idFieldId = (field: IdField | 'expiryDate'): string =>
  `iddata-${field.startsWith('expiryDate') ? 'expiryDate' : field}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const documentTypeOf = (value: unknown): IdFormValues['documentType'] | undefined =>
  value === '' || (documentTypes as readonly unknown[]).includes(value)
    ? (value as IdFormValues['documentType'])
    : undefined;

/** The parts of an ISO date (as confirmed) or of typed parts (as kept while typing). */
function expiryOf(value: unknown): DateParts | undefined {
  if (isRecord(value))
    return { day: text(value['day']), month: text(value['month']), year: text(value['year']) };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(value));
  return iso
    ? { day: String(Number(iso[3])), month: String(Number(iso[2])), year: iso[1] ?? '' }
    : undefined;
}

/**
 * Form values from what was typed or confirmed, field by field: a missing or malformed
 * part leaves only its own field empty.
 */
function formValuesFrom(stored: unknown): Partial<IdFormValues> {
  if (!isRecord(stored)) return {};
  const values: Partial<IdFormValues> = {};
  for (const field of ['nationality', 'documentNumber', 'issuingAuthority'] as const) {
    const value = stored[field];
    if (typeof value === 'string') values[field] = value;
  }
  const documentType = documentTypeOf(stored['documentType']);
  if (documentType !== undefined) values.documentType = documentType;
  const expiry = expiryOf(stored['expiryDate']);
  if (expiry) values.expiryDate = expiry;
  return values;
}

/** What the form starts with: what was typed wins over the data confirmed on an earlier visit. */
export function initialIdFormValues(sources: {
  typed?: unknown;
  confirmed?: unknown;
}): IdFormValues {
  return { ...emptyIdForm, ...formValuesFrom(sources.confirmed), ...formValuesFrom(sources.typed) };
}
