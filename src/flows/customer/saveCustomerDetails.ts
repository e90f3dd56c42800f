import type { FieldError } from '../../api/contract/common.ts';
import type { CustomerDetails, CustomerDetailsUpdate } from '../../api/contract/customer.ts';
import { RequestError } from '../../api/errors/classes.ts';
import { fieldErrorTextKey } from '../../api/errors/fieldText.ts';
import { loadApi } from '../loadApi.ts';
import { sendStep, type PlacedError, type Sent } from '../step/sendStep.ts';
import { customerFields, type CustomerField } from './customerForm.ts';

/**
 * What saving the details came to: `received` with the details as saved, or `refused` when
 * the link they are behind no longer opens them (its verification ended meanwhile, or it is
 * another brand's): saving again cannot help.
 */
export type SaveOutcome = Sent<CustomerDetails, PlacedError<CustomerField>, 'linkClosed'>;

/** The API refuses the details of a link that ended with 410 or 409, as the link's own calls. */
const linkClosed = (error: unknown): 'linkClosed' | undefined =>
  error instanceof RequestError && [409, 410].includes(error.response?.status ?? 0)
    ? 'linkClosed'
    : undefined;

const isCustomerField = (name: string | undefined): name is CustomerField =>
  (customerFields as readonly (string | undefined)[]).includes(name);

/**
 * The API's field errors at the form's fields: `contact.email` at the e-mail, `address.street`
 * at the street; a refusal of the address as a whole (it no longer passes the validation)
 * at the street, as an address that was not found.
 */
export function customerFieldErrors(errors: readonly FieldError[]): PlacedError<CustomerField>[] {
  return errors.flatMap((fieldError) => {
    const field = fieldError.field.split('.').at(-1);
    if (field === 'address')
      return [
        { field: 'street' as const, message: 'personalData:errors.address.unknown' as const },
      ];
    return isCustomerField(field) ? [{ field, message: fieldErrorTextKey(fieldError) }] : [];
  });
}

/** Sends the changed contact and address (POST …/customer/details/{id}). */
export function saveCustomerDetails(
  brand: string,
  token: string,
  update: CustomerDetailsUpdate,
): Promise<SaveOutcome> {
  return sendStep(
    async () => {
      const api = await loadApi(() => import('../../api/contract/calls/customer.ts'));
      return api.customerDetailsUpdate({ params: { brand, id: token }, body: update });
    },
    { place: customerFieldErrors, refusal: linkClosed },
  );
}
