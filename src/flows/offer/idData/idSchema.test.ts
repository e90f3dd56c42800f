import { describe, expect, it } from 'vitest';
import { idDocumentTypes } from '../../../api/contract/identity.ts';
import { documentTypes, emptyIdForm, initialIdFormValues, type IdFormValues } from './idForm.ts';
import { validateIdForm } from './idSchema.ts';

const today = new Date(2026, 4, 12);
const valid: IdFormValues = {
  nationality: 'DE',
  documentType: 'idCard',
  documentNumber: 'L01X00T47',
  issuingAuthority: 'Stadt München',
  expiryDate: '2031-08-31',
};
const messageOf = (values: Partial<IdFormValues>, field: keyof IdFormValues) =>
  validateIdForm({ ...valid, ...values }, today).errors[field]?.message;

describe('ID data form rules', () => {
  it('offers every document type the contract allows', () => {
    expect([...documentTypes]).toEqual([...idDocumentTypes]);
  });

  it('gives the contract document, with the number as the API wants it', () => {
    const result = validateIdForm(
      { ...valid, documentNumber: ' l01x 00t-47 ', issuingAuthority: ' Stadt München ' },
      today,
    );
    expect(result.values).toEqual(valid);
  });

  it('names what is missing, field by field', () => {
    const { errors } = validateIdForm(emptyIdForm, today);
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]))).toEqual({
      nationality: 'idData:errors.nationality.required',
      documentType: 'idData:errors.documentType.required',
      documentNumber: 'idData:errors.documentNumber.required',
      issuingAuthority: 'idData:errors.issuingAuthority.required',
      expiryDate: 'idData:errors.expiryDate.required',
    });
  });

  it('refuses numbers and authorities the contract refuses', () => {
    expect(messageOf({ documentNumber: 'AB12' }, 'documentNumber')).toBe(
      'idData:errors.documentNumber.format',
    );
    expect(messageOf({ documentNumber: 'L01X00T47Ä' }, 'documentNumber')).toBe(
      'idData:errors.documentNumber.format',
    );
    expect(messageOf({ issuingAuthority: 'K' }, 'issuingAuthority')).toBe(
      'idData:errors.issuingAuthority.format',
    );
  });

  it('accepts a document valid until today and refuses one that expired yesterday', () => {
    expect(messageOf({ expiryDate: '2026-05-12' }, 'expiryDate')).toBeUndefined();
    expect(messageOf({ expiryDate: '2026-05-11' }, 'expiryDate')).toBe(
      'idData:errors.expiryDate.expired',
    );
    expect(messageOf({ expiryDate: '31.02.2030' }, 'expiryDate')).toBe(
      'idData:errors.expiryDate.format',
    );
  });
});

describe('initial ID form values', () => {
  it('takes the draft over the confirmed data and drops what it cannot use', () => {
    expect(
      initialIdFormValues({
        confirmed: valid,
        draft: { documentNumber: '', documentType: 'driversLicence', expiryDate: '31.08.20' },
      }),
    ).toEqual({ ...valid, documentNumber: '', expiryDate: '' });
  });
});
