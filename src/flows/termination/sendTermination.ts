import { brand } from 'virtual:brand';
import type { FieldError } from '../../api/contract/common.ts';
import type { TerminationReceipt, TerminationRequest } from '../../api/contract/termination.ts';
import { fieldErrorTextKey } from '../../api/errors/fieldText.ts';
import { loadApi } from '../loadApi.ts';
import { sendStep, type PlacedError, type Sent } from '../step/sendStep.ts';
import { linkProblemOf, type LinkProblem } from './linkProblem.ts';
import type { TerminationField, TerminationInput } from './terminationForm.ts';
import type { TerminationKind } from './terminationStore.ts';

/** A prefilled form's refusal is a problem of its link. */
export type SendResult = Sent<TerminationReceipt, PlacedError<TerminationField>, LinkProblem>;

/** Where an API field path (`customer.address.postalCode`, `uploadIds.0`) is on the form. */
const placed: readonly [RegExp, TerminationField][] = [
  [/^serviceType$/, 'serviceType'],
  [/^cancellationType$/, 'cancellationType'],
  [/^reason$/, 'reason'],
  [/^reasonText$/, 'reasonText'],
  [/^uploadIds\b/, 'proofs'],
  [/^(selectTerminationDate|terminationDate)$/, 'terminationDate'],
  [/^customer\.givenNames$/, 'givenNames'],
  [/^customer\.familyName$/, 'familyName'],
  [/^customer\.birthDate$/, 'birthDate.day'],
  [/^customer\.address\.street$/, 'street'],
  [/^customer\.address\.houseNumber$/, 'houseNumber'],
  [/^customer\.address\.postalCode$/, 'postalCode'],
  [/^customer\.address\.city$/, 'city'],
  [/^contract(\.phoneNumber)?$/, 'phoneNumber'],
  [/^contract\.customerNumber$/, 'customerNumber'],
  [/^contract\.contractNumber$/, 'contractNumber'],
  [/^email$/, 'email'],
];

/**
 * The refused fields the form shows. A link's fields are not on the form: an error there
 * (the link's data no longer matches) cannot be placed and reads as a problem of the link.
 */
export function placeFieldErrors(
  errors: readonly FieldError[],
  onForm: (field: TerminationField) => boolean,
): PlacedError<TerminationField>[] {
  return errors.flatMap((error) => {
    const field = placed.find(([path]) => path.test(error.field))?.[1];
    return field && onForm(field) ? [{ field, message: fieldErrorTextKey(error) }] : [];
  });
}

function requestOf({ proofs, ...input }: TerminationInput): TerminationRequest {
  return proofs.length ? { ...input, uploadIds: proofs.map((p) => p.uploadId) } : input;
}

/**
 * Sends the termination under its id: the API answers a repeat of the same id with the
 * first receipt, so a retry after a lost answer can never terminate twice.
 */
export async function sendTermination(
  kind: TerminationKind,
  id: string,
  input: TerminationInput,
  onForm: (field: TerminationField) => boolean,
  link?: string,
): Promise<SendResult> {
  return sendStep(
    async () => {
      const api = await loadApi(() => import('../../api/contract/calls/termination.ts'));
      const params = { brand: brand.slug, id };
      const body = requestOf(input);
      return kind === 'prefilled' && link
        ? api.prefilledTerminationSubmit({ params, body: { ...body, data: link } })
        : api.terminationSubmit({ params, body });
    },
    {
      place: (errors) => placeFieldErrors(errors, onForm),
      ...(kind === 'prefilled' ? { refusal: linkProblemOf } : {}),
    },
  );
}
