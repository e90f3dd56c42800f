import { describe, expect, it } from 'vitest';
import { emptyTerminationForm, fieldId, initialTerminationValues } from './terminationForm.ts';
import { examplePrefill, filledForm } from './testing.ts';

describe('the termination form', () => {
  it('starts empty, as early as possible', () => {
    expect(initialTerminationValues(undefined)).toEqual(emptyTerminationForm);
  });

  it('starts with what was typed, field by field: a malformed part leaves only its own field empty', () => {
    const typed = {
      ...filledForm(),
      timing: 'later',
      terminationDate: '2026-03-31',
      givenNames: 42,
      birthDate: { day: '17', month: null, year: '1990' },
      proofs: [{ uploadId: 'u1', fileName: 'a.pdf', size: 3 }, { uploadId: 7 }],
    };
    expect(initialTerminationValues(typed)).toEqual({
      ...filledForm(),
      timing: 'later',
      terminationDate: '2026-03-31',
      givenNames: '',
      birthDate: { day: '17', month: '', year: '1990' },
      proofs: [{ uploadId: 'u1', fileName: 'a.pdf', size: 3 }],
    });
    expect(initialTerminationValues('broken')).toEqual(emptyTerminationForm);
  });

  it('takes from a link what it terminates and where the confirmation goes', () => {
    const prefill = examplePrefill();
    expect(initialTerminationValues(undefined, prefill)).toMatchObject({
      serviceType: 'mobile',
      email: 'mehmet.yilmaz@example.de',
    });
    expect(
      initialTerminationValues({ serviceType: 'option', email: 'neu@example.de' }, prefill),
    ).toMatchObject({ serviceType: 'mobile', email: 'neu@example.de' });
  });

  it('leads an error to the field, the birth date to its day', () => {
    expect(fieldId('birthDate.month')).toBe('termination-birthDate');
    expect(fieldId('email')).toBe('termination-email');
  });
});
