import { isAbort } from '../../api/client/abort.ts';
import type { PostalAddress } from '../../api/contract/personal.ts';
import { ValidationError } from '../../api/errors/classes.ts';
import { fieldErrorTextKey } from '../../api/errors/texts.ts';
import { loadApi } from '../loadApi.ts';
import { addressFields, type AddressField } from './addressFields.ts';
import type { TextKey } from '../../i18n/keys.ts';

/** An invalid address field with the text key of its message. */
export interface AddressFieldError {
  field: AddressField;
  message: TextKey;
}

/** What the address validation made of the typed address, as the step acts on it. */
export type AddressCheck =
  | { kind: 'valid' }
  | { kind: 'corrected'; suggestion: PostalAddress }
  | { kind: 'choice'; candidates: PostalAddress[] }
  | { kind: 'invalid'; errors: AddressFieldError[] }
  | { kind: 'unavailable' }
  | { kind: 'aborted' };

const isAddressField = (name: string | undefined): name is AddressField =>
  (addressFields as readonly (string | undefined)[]).includes(name);

/** The server names a street or house number it does not know; say which, not just "invalid". */
const unknownMessages: Record<AddressField, TextKey> = {
  street: 'personalData:errors.street.unknown',
  houseNumber: 'personalData:errors.houseNumber.unknown',
  postalCode: 'personalData:errors.address.unknown',
  city: 'personalData:errors.address.unknown',
};

/**
 * The field errors of a refused address. Paths may be relative to the address or to a
 * larger request (`personal.address.street`); an error the form cannot place still
 * tells the customer the address was not found.
 */
export function addressFieldErrors(error: ValidationError): AddressFieldError[] {
  const placed = error.errors.flatMap((fieldError) => {
    const field = fieldError.field.split('.').at(-1);
    if (!isAddressField(field)) return [];
    const message =
      fieldError.code === 'invalidValue' ? unknownMessages[field] : fieldErrorTextKey(fieldError);
    return [{ field, message }];
  });
  return placed.length > 0
    ? placed
    : [{ field: 'street', message: 'personalData:errors.address.unknown' }];
}

/** Asks the API whether the address exists (SPEC §5): valid, corrected or a choice. */
export async function checkAddress(brand: string, address: PostalAddress): Promise<AddressCheck> {
  try {
    const api = await loadApi(() => import('../../api/contract/calls/validation.ts'));
    const result = await api.validateAddress({ params: { brand }, body: address });
    if (result.result === 'corrected') return { kind: 'corrected', suggestion: result.suggestion };
    if (result.result === 'choice') return { kind: 'choice', candidates: result.candidates };
    return { kind: 'valid' };
  } catch (error) {
    if (isAbort(error)) return { kind: 'aborted' };
    if (error instanceof ValidationError)
      return { kind: 'invalid', errors: addressFieldErrors(error) };
    return { kind: 'unavailable' };
  }
}
