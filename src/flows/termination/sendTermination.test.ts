import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../api/errors/classes.ts';
import { linkProblemOf, placeFieldErrors } from './sendTermination.ts';

const everywhere = () => true;

describe('a refused termination', () => {
  it('shows the API field errors at their fields, with the site’s own words', () => {
    expect(
      placeFieldErrors(
        [
          { field: 'customer.address.postalCode', code: 'invalidFormat', message: 'x' },
          { field: 'uploadIds.0', code: 'invalidValue', message: 'x' },
          { field: 'customer.birthDate', code: 'somethingNew', message: 'x' },
          { field: 'contract', code: 'contractIdentificationRequired', message: 'x' },
          { field: 'data', code: 'invalidFormat', message: 'x' },
        ],
        everywhere,
      ),
    ).toEqual([
      { field: 'postalCode', message: 'errors:field.invalidFormat' },
      { field: 'proofs', message: 'errors:field.invalidValue' },
      { field: 'birthDate.day', message: 'errors:field.invalid' },
      { field: 'phoneNumber', message: 'errors:field.contractIdentificationRequired' },
    ]);
  });

  it('places nothing at fields the form does not show', () => {
    const errors = [{ field: 'customer.givenNames', code: 'invalidValue', message: 'x' }];
    expect(placeFieldErrors(errors, (field) => field !== 'givenNames')).toEqual([]);
  });

  it('tells a changed, an expired and a broken link apart from other failures', () => {
    const status = (code: number) => new ApiError({ response: { status: code, body: {} } });
    expect(linkProblemOf(status(403))).toBe('changed');
    expect(linkProblemOf(status(410))).toBe('expired');
    expect(
      linkProblemOf(
        new ValidationError([{ field: 'query.data', code: 'invalidFormat', message: '' }]),
      ),
    ).toBe('invalid');
    expect(linkProblemOf(status(503))).toBeUndefined();
    expect(
      linkProblemOf(new ValidationError([{ field: 'email', code: 'invalidFormat', message: '' }])),
    ).toBeUndefined();
  });
});
