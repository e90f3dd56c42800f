import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from './sendTermination.ts';

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
});
