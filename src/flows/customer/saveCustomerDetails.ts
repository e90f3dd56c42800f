import { isAbort } from '../../api/client/abort.ts';
import type { CustomerDetails, CustomerDetailsUpdate } from '../../api/contract/customer.ts';
import { ValidationError } from '../../api/errors/classes.ts';
import { fieldErrorTextKey } from '../../api/errors/texts.ts';
import { loadApi } from '../loadApi.ts';
import { customerFields, type CustomerField } from './customerForm.ts';
import type { TextKey } from '../../i18n/keys.ts';

/** What saving the details came to. */
export type SaveOutcome =
  | { kind: 'saved'; details: CustomerDetails }
  | { kind: 'invalid'; errors: { field: CustomerField; message: TextKey }[] }
  | { kind: 'unavailable' }
  | { kind: 'aborted' };

const isCustomerField = (name: string | undefined): name is CustomerField =>
  (customerFields as readonly (string | undefined)[]).includes(name);

/**
 * The API's field errors at the form's fields: `contact.email` at the e-mail, `address.street`
 * at the street; a refusal of the address as a whole (it no longer passes the validation)
 * at the street, as an address that was not found.
 */
export function customerFieldErrors(error: ValidationError): SaveOutcome {
  const errors = error.errors.flatMap((fieldError) => {
    const field = fieldError.field.split('.').at(-1);
    if (field === 'address')
      return [
        { field: 'street' as const, message: 'personalData:errors.address.unknown' as const },
      ];
    return isCustomerField(field) ? [{ field, message: fieldErrorTextKey(fieldError) }] : [];
  });
  return errors.length > 0 ? { kind: 'invalid', errors } : { kind: 'unavailable' };
}

/** Sends the changed contact and address (POST …/customer/details/{id}). */
export async function saveCustomerDetails(
  brand: string,
  token: string,
  update: CustomerDetailsUpdate,
): Promise<SaveOutcome> {
  try {
    const api = await loadApi(() => import('../../api/contract/calls/customer.ts'));
    const details = await api.customerDetailsUpdate({ params: { brand, id: token }, body: update });
    return { kind: 'saved', details };
  } catch (error) {
    if (isAbort(error)) return { kind: 'aborted' };
    if (error instanceof ValidationError) return customerFieldErrors(error);
    return { kind: 'unavailable' };
  }
}
