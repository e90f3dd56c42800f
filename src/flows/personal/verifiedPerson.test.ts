import { describe, expect, it } from 'vitest';
import type { KnownPersonalData } from '../../api/contract/personal.ts';
import { initialFormValues } from '../offer/personal/personalForm.ts';
import { verifiedPersonOf } from './verifiedPerson.ts';

const known: KnownPersonalData = {
  salutation: 'herr',
  givenNames: 'Mehmet Emre',
  familyName: 'Demir',
  birthDate: '1985-07-02',
  contact: { email: 'mehmet.demir@example.de' },
};

describe('verifiedPersonOf', () => {
  it('takes salutation, names and birth date of a known customer, nothing else', () => {
    expect(verifiedPersonOf(known)).toEqual({
      salutation: 'herr',
      givenNames: 'Mehmet Emre',
      familyName: 'Demir',
      birthDate: '1985-07-02',
    });
  });

  it('locks nothing the form would refuse: the customer must be able to fix it', () => {
    expect(verifiedPersonOf({ ...known, familyName: 'D3mir' })).toBeUndefined();
    expect(verifiedPersonOf({ ...known, birthDate: '2020-01-01' })).toBeUndefined();
    expect(verifiedPersonOf({ ...known, salutation: undefined })).toBeUndefined();
    expect(verifiedPersonOf(undefined)).toBeUndefined();
  });
});

describe('initialFormValues with a verified identity', () => {
  it('keeps the verified identity over what was typed, and the typing elsewhere', () => {
    const verified = verifiedPersonOf(known);
    const values = initialFormValues({
      typed: { givenNames: 'Someone Else', city: 'Köln' },
      known,
      verified,
    });
    expect(values).toMatchObject({
      salutation: 'herr',
      givenNames: 'Mehmet Emre',
      familyName: 'Demir',
      birthDate: { day: '2', month: '7', year: '1985' },
      email: 'mehmet.demir@example.de',
      city: 'Köln',
    });
  });
});
