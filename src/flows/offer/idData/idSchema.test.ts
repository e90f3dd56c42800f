import { z } from '../../../api/contract/zod.ts';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../step/testing.ts';
import { idDocumentTypes } from '../../../api/contract/identity.ts';
import {
  documentTypes,
  emptyIdForm,
  idFieldId,
  initialIdFormValues,
  type IdFormValues,
} from './idForm.ts';
import { idFormSchema } from './idSchema.ts';

const today = new Date(2026, 4, 12);
const schema = idFormSchema(() => today);
const valid: IdFormValues = {
  nationality: 'DE',
  documentType: 'idCard',
  documentNumber: 'L01X00T47',
  issuingAuthority: 'Stadt München',
  expiryDate: { day: '31', month: '8', year: '2031' },
};
const confirmed = { ...valid, expiryDate: '2031-08-31' };

const messages = (values: Partial<IdFormValues>) => fieldMessages(schema, { ...valid, ...values });

describe('ID data form rules', () => {
  it('offers every document type the contract allows', () => {
    expect([...documentTypes]).toEqual([...idDocumentTypes]);
  });

  it('gives the contract document, with the number as the API wants it', () => {
    expect(
      z.parse(schema, {
        ...valid,
        documentNumber: ' l01x 00t-47 ',
        issuingAuthority: ' Stadt München ',
      }),
    ).toEqual(confirmed);
  });

  it('names what is missing, field by field', () => {
    const required = (field: string) => `idData:errors.${field}.required`;
    const fields = ['nationality', 'documentType', 'documentNumber', 'issuingAuthority'];
    expect(messages(emptyIdForm)).toEqual({
      ...Object.fromEntries(fields.map((field) => [field, required(field)])),
      // The expiry date's three parts are each marked, with the date's one message.
      ...Object.fromEntries(
        ['day', 'month', 'year'].map((part) => [`expiryDate.${part}`, required('expiryDate')]),
      ),
    });
  });

  it('refuses numbers and authorities the contract refuses', () => {
    expect(messages({ documentNumber: 'AB12' })).toEqual({
      documentNumber: 'idData:errors.documentNumber.format',
    });
    expect(messages({ documentNumber: 'L01X00T47Ä' })).toEqual({
      documentNumber: 'idData:errors.documentNumber.format',
    });
    expect(messages({ issuingAuthority: 'K' })).toEqual({
      issuingAuthority: 'idData:errors.issuingAuthority.format',
    });
  });

  it('accepts a document valid until today and refuses one that expired yesterday', () => {
    expect(messages({ expiryDate: { day: '12', month: '5', year: '2026' } })).toEqual({});
    expect(messages({ expiryDate: { day: '11', month: 'Mai', year: '2026' } })).toMatchObject({
      'expiryDate.day': 'idData:errors.expiryDate.expired',
    });
    expect(messages({ expiryDate: { day: '31', month: '2', year: '2030' } })).toMatchObject({
      'expiryDate.day': 'dates:errors.notReal',
    });
  });

  it('takes an expiry up to 30 years ahead, later years are a typing mistake', () => {
    expect(messages({ expiryDate: { day: '31', month: '12', year: '2056' } })).toEqual({});
    expect(messages({ expiryDate: { day: '1', month: '1', year: '2057' } })).toEqual({
      'expiryDate.year': 'idData:errors.expiryDate.tooLate',
    });
  });
});

describe('initial ID form values', () => {
  it('take what was typed over the confirmed data and drop what they cannot use', () => {
    expect(
      initialIdFormValues({
        confirmed,
        typed: {
          documentNumber: '',
          documentType: 'passport',
          nationality: 7,
          expiryDate: { day: '31', month: 8 },
        },
      }),
    ).toEqual({
      ...valid,
      documentNumber: '',
      documentType: 'passport',
      expiryDate: { day: '31', month: '', year: '' },
    });
  });

  it('read a confirmed ISO expiry date into its parts, and start empty without anything', () => {
    expect(initialIdFormValues({ confirmed }).expiryDate).toEqual(valid.expiryDate);
    expect(initialIdFormValues({ confirmed: { expiryDate: '31.08.2031' } })).toEqual(emptyIdForm);
    expect(initialIdFormValues({ typed: 'garbage' })).toEqual(emptyIdForm);
  });

  it('lead errors of the expiry date to its day', () => {
    expect(idFieldId('expiryDate.year')).toBe('iddata-expiryDate');
    expect(idFieldId('documentNumber')).toBe('iddata-documentNumber');
  });
});
