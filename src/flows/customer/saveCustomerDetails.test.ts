import { describe, expect, it } from 'vitest';
import { customerFieldErrors } from './saveCustomerDetails.ts';

const refused = (...errors: { field: string; code: string }[]) =>
  customerFieldErrors(errors.map((e) => ({ ...e, message: 'raw' })));

describe('customerFieldErrors', () => {
  it('puts the API field errors at the form fields, in the site’s words', () => {
    expect(
      refused(
        { field: 'contact.email', code: 'invalidFormat' },
        { field: 'address.postalCode', code: 'SERVER_SAID_SO' },
      ),
    ).toEqual([
      { field: 'email', message: 'errors:field.invalidFormat' },
      { field: 'postalCode', message: 'errors:field.invalid' },
    ]);
  });

  it('reads a refused address as one the validation does not know, at the street', () => {
    expect(refused({ field: 'address', code: 'invalidValue' })).toEqual([
      { field: 'street', message: 'personalData:errors.address.unknown' },
    ]);
  });

  it('cannot place an error of another field (the save then counts as not done)', () => {
    expect(refused({ field: 'customerNumber', code: 'invalidValue' })).toEqual([]);
  });
});
