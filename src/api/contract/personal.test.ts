import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callExamples } from './examples.ts';
import { toFieldErrors } from './fieldErrors.ts';
import { idDocumentSchema } from './identity.ts';
import { isAdult, personalDataSchema, postalAddressSchema } from './personal.ts';

describe('isAdult', () => {
  const today = new Date(2026, 4, 17); // 17 May 2026, local time

  it('is true from the 18th birthday on', () => {
    expect(isAdult('2008-05-17', today)).toBe(true);
    expect(isAdult('1970-01-01', today)).toBe(true);
  });

  it('is false the day before the 18th birthday', () => {
    expect(isAdult('2008-05-18', today)).toBe(false);
    expect(isAdult('2010-01-01', today)).toBe(false);
  });

  it('lets someone born on 29 February come of age on 1 March of a common year', () => {
    expect(isAdult('2008-02-29', new Date(2026, 1, 28))).toBe(false);
    expect(isAdult('2008-02-29', new Date(2026, 2, 1))).toBe(true);
  });
});

/** Runs each test of the suite on 17 May 2026 (only Date is faked). */
function onToday() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 17, 12));
  });
  afterEach(() => vi.useRealTimers());
}

describe('personal data as entered', () => {
  const valid = callExamples.offerAccept.body.personal;

  onToday();

  const errorsFor = (input: unknown) => {
    const result = personalDataSchema.safeParse(input);
    return result.success ? [] : toFieldErrors(result.error, input);
  };

  it('accepts a complete adult customer', () => {
    expect(errorsFor(valid)).toEqual([]);
  });

  it('takes names with accents, hyphens and apostrophes, but no digits', () => {
    expect(errorsFor({ ...valid, givenNames: "Zoë D'Souza", familyName: 'Şahin-Öztürk' })).toEqual(
      [],
    );
    expect(errorsFor({ ...valid, familyName: 'Müller2' })).toEqual([
      expect.objectContaining({ field: 'familyName', code: 'invalidFormat' }),
    ]);
  });

  it.each([
    [
      'rejects a customer under 18 with the code underage',
      { birthDate: '2008-05-18' },
      'birthDate',
      'underage',
    ],
    [
      'needs a five-digit German postal code',
      { address: { ...valid.address, postalCode: '8099' } },
      'address.postalCode',
      'invalidFormat',
    ],
    [
      'only knows the salutations frau and herr',
      { salutation: 'divers' },
      'salutation',
      'invalidValue',
    ],
  ])('%s', (_, change, field, code) => {
    expect(errorsFor({ ...valid, ...change })).toEqual([expect.objectContaining({ field, code })]);
  });

  it('accepts house numbers with suffixes and ranges', () => {
    for (const houseNumber of ['1', '12a', '7-9', '3 b', '10/2'])
      expect(postalAddressSchema.safeParse({ ...valid.address, houseNumber }).success).toBe(true);
    expect(postalAddressSchema.safeParse({ ...valid.address, houseNumber: 'a' }).success).toBe(
      false,
    );
  });
});

describe('ID document', () => {
  const valid = callExamples.offerAccept.body.idDocument;

  onToday();

  it('is valid on its expiry date and expired the day after', () => {
    expect(idDocumentSchema.safeParse({ ...valid, expiryDate: '2026-05-17' }).success).toBe(true);
    const expired = { ...valid, expiryDate: '2026-05-16' };
    const result = idDocumentSchema.safeParse(expired);
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!, expired)).toEqual([
      expect.objectContaining({ field: 'expiryDate', code: 'documentExpired' }),
    ]);
  });

  it('accepts the documents German law allows and nothing else', () => {
    // Pass- and Personalausweisgesetz, Aufenthaltsgesetz, Asylgesetz.
    const identity = ['idCard', 'eidCard', 'passport'];
    const asylum = ['arrivalCertificate', 'residenceAuthorisation'];
    for (const documentType of [...identity, 'residencePermit', ...asylum])
      expect(idDocumentSchema.safeParse({ ...valid, documentType }).success).toBe(true);
    expect(idDocumentSchema.safeParse({ ...valid, documentType: 'drivingLicence' }).success).toBe(
      false,
    );
  });

  it('wants an ISO country code as nationality', () => {
    expect(idDocumentSchema.safeParse({ ...valid, nationality: 'TR' }).success).toBe(true);
    expect(idDocumentSchema.safeParse({ ...valid, nationality: 'Türkei' }).success).toBe(false);
  });
});
