import type { IdDocumentType } from '../../../api/contract/identity.ts';

/**
 * The ID data form as the customer fills it in: every field a string. A type alias (not
 * an interface) so it is a draft record as it stands. `expiryDate` holds the picker's ISO
 * date, or what the picker refused (typed text, or an ISO date before today), so the
 * rules can say what is wrong with it.
 */
export type IdFormValues = {
  nationality: string;
  documentType: '' | IdDocumentType;
  documentNumber: string;
  issuingAuthority: string;
  expiryDate: string;
};

export type IdField = keyof IdFormValues;

/** The fields in the order the form shows them; the error summary lists errors in it. */
export const idFields = [
  'nationality',
  'documentType',
  'documentNumber',
  'issuingAuthority',
  'expiryDate',
] as const satisfies readonly IdField[];

/**
 * Every document type the contract allows, in the order offered. Written out here, not
 * imported: the contract's list carries zod (a test keeps the two the same).
 */
export const documentTypes = [
  'idCard',
  'passport',
  'residencePermit',
  'eidCard',
  'arrivalCertificate',
  'residenceAuthorisation',
] as const satisfies readonly IdDocumentType[];

export const emptyIdForm: IdFormValues = {
  nationality: '',
  documentType: '',
  documentNumber: '',
  issuingAuthority: '',
  expiryDate: '',
};

/** The id of a field's input; the first radio for the document type. Summary links use it. */
export const idFieldId = (field: IdField): string => `iddata-${field}`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (value: string): boolean => ISO_DATE.test(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const documentTypeOf = (value: unknown): IdFormValues['documentType'] | undefined =>
  value === '' || (documentTypes as readonly unknown[]).includes(value)
    ? (value as IdFormValues['documentType'])
    : undefined;

/**
 * Form values from a kept draft or confirmed data, field by field: a missing or malformed
 * part leaves only its own field empty. The date picker starts from an ISO date only.
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
  const expiry = stored['expiryDate'];
  if (typeof expiry === 'string') values.expiryDate = isIsoDate(expiry) ? expiry : '';
  return values;
}

/** What the form starts with: the draft wins over the confirmed data of an earlier visit. */
export function initialIdFormValues(sources: { draft?: unknown; confirmed?: unknown }) {
  return {
    ...emptyIdForm,
    ...formValuesFrom(sources.confirmed),
    ...formValuesFrom(sources.draft),
  } satisfies IdFormValues;
}
