import { describe, expect, it } from 'vitest';
import { callExamples } from './examples.ts';
import { toFieldErrors } from './fieldErrors.ts';
import { documentLanguage } from './callParts.ts';
import {
  prefilledContractSchema,
  prefilledTerminationRequestSchema,
  terminationReceiptSchema,
  terminationRequestSchema,
} from './termination.ts';

const valid = callExamples.terminationSubmit.body;

const errorsFor = (input: unknown, schema = terminationRequestSchema) => {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error, input);
};

describe('a termination request', () => {
  it('accepts a regular termination as early as possible', () => {
    expect(errorsFor(valid)).toEqual([]);
  });

  it('needs a date when the customer chose a later end (selectTerminationDate true)', () => {
    expect(errorsFor({ ...valid, selectTerminationDate: true })).toEqual([
      expect.objectContaining({ field: 'terminationDate', code: 'dateRequired' }),
    ]);
    expect(
      errorsFor({ ...valid, selectTerminationDate: true, terminationDate: '2026-06-30' }),
    ).toEqual([]);
  });

  it('needs a reason for a Special termination', () => {
    expect(errorsFor({ ...valid, cancellationType: 'Special' })).toEqual([
      expect.objectContaining({ field: 'reason', code: 'reasonRequired' }),
    ]);
    expect(errorsFor({ ...valid, cancellationType: 'Special', reason: 'moveAbroad' })).toEqual([]);
  });

  it('cannot be submitted with the form default None as type', () => {
    expect(errorsFor({ ...valid, cancellationType: 'None' })).toEqual([
      expect.objectContaining({ field: 'cancellationType', code: 'invalidValue' }),
    ]);
  });

  it('needs at least one of phone, customer or contract number', () => {
    expect(errorsFor({ ...valid, contract: {} })).toEqual([
      expect.objectContaining({ field: 'contract', code: 'contractIdentificationRequired' }),
    ]);
    expect(errorsFor({ ...valid, contract: { contractNumber: 'V-778812' } })).toEqual([]);
  });

  it('reports every broken rule at once', () => {
    const input = {
      ...valid,
      cancellationType: 'Special',
      selectTerminationDate: true,
      contract: {},
    };
    expect(
      errorsFor(input)
        .map((e) => e.code)
        .sort(),
    ).toEqual(['contractIdentificationRequired', 'dateRequired', 'reasonRequired'].sort());
  });

  it('needs a confirmation e-mail address', () => {
    expect(errorsFor({ ...valid, email: 'anna.mueller' })).toEqual([
      expect.objectContaining({ field: 'email', code: 'invalidFormat' }),
    ]);
  });
});

describe('a prefilled termination request', () => {
  it('carries the signed prefill data and follows the same rules', () => {
    const prefilled = callExamples.prefilledTerminationSubmit.body;
    expect(errorsFor(prefilled, prefilledTerminationRequestSchema)).toEqual([]);
    expect(errorsFor(valid, prefilledTerminationRequestSchema)).toEqual([
      expect.objectContaining({ field: 'data', code: 'required' }),
    ]);
    expect(
      errorsFor({ ...prefilled, cancellationType: 'Special' }, prefilledTerminationRequestSchema),
    ).toEqual([expect.objectContaining({ field: 'reason', code: 'reasonRequired' })]);
  });
});

describe('the answers of a termination', () => {
  it('state the end of the contract as a calendar date, or none when it follows by e-mail', () => {
    const receipt = callExamples.terminationSubmit.response;
    expect(terminationReceiptSchema.safeParse(receipt).success).toBe(true);
    const byMail = { id: receipt.id, receivedAt: receipt.receivedAt };
    expect(terminationReceiptSchema.safeParse(byMail).success).toBe(true);
    expect(
      terminationReceiptSchema.safeParse({ ...receipt, effectiveDate: '31.03.2026' }).success,
    ).toBe(false);
  });

  it('tell a prefilled form the earliest end of its contract, when the API knows it', () => {
    const prefill = callExamples.prefilledTerminationPrefill.response;
    expect(prefilledContractSchema.parse(prefill).earliestEndDate).toBe('2026-05-13');
    const unknown = { ...prefill, earliestEndDate: undefined };
    expect(prefilledContractSchema.parse(unknown).earliestEndDate).toBeUndefined();
  });

  it('come as documents in a language of the site, German unless asked', () => {
    expect(documentLanguage.parse({ language: 'tr' })).toEqual({ language: 'tr' });
    expect(documentLanguage.parse({})).toEqual({});
    expect(documentLanguage.safeParse({ language: 'fr' }).success).toBe(false);
  });
});
