import { isAbort } from '../../api/client/abort.ts';
import type { PostalAddress } from '../../api/contract/personal.ts';
import { BaseError, ValidationError } from '../../api/errors/classes.ts';
import { fieldErrorTextKey } from '../../api/errors/fieldText.ts';
import { loadValidationCalls } from '../validationCalls.ts';
import { addressFields, type AddressField } from './addressFields.ts';
import type { TextKey } from '../../i18n/keys.ts';
import type { Sent } from '../step/sendStep.ts';

/** An invalid address field with the text key of its message. */
export interface AddressFieldError {
  field: AddressField;
  message: TextKey;
}

/** What the address validation answered: the address as typed, or what to pick from instead. */
export type AddressAnswer =
  { kind: 'valid' } | { kind: 'pick'; options: PostalAddress[]; corrected: boolean };

/** What checking the typed address came to, for the step (`stepOutcome`) to show. */
export type AddressCheck = Sent<AddressAnswer, AddressFieldError>;

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

/**
 * Asks the API whether the address exists (SPEC §5): valid, a correction or a choice.
 * Unlike `sendStep` it tells no 429's wait: the form offers its plain retry.
 */
export async function checkAddress(brand: string, address: PostalAddress): Promise<AddressCheck> {
  try {
    const api = await loadValidationCalls();
    const result = await api.validateAddress({ params: { brand }, body: address });
    const answer: AddressAnswer =
      result.result === 'corrected'
        ? { kind: 'pick', options: [result.suggestion], corrected: true }
        : result.result === 'choice'
          ? { kind: 'pick', options: result.candidates, corrected: false }
          : { kind: 'valid' };
    return { kind: 'received', result: answer };
  } catch (error) {
    if (isAbort(error)) return { kind: 'aborted' };
    if (error instanceof ValidationError)
      return { kind: 'invalid', errors: addressFieldErrors(error) };
    return { kind: 'unavailable', code: error instanceof BaseError ? error.code : 'Unexpected' };
  }
}
