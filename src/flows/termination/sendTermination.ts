import { brand } from 'virtual:brand';
import { isAbort } from '../../api/client/abort.ts';
import type { FieldError } from '../../api/contract/common.ts';
import type { TerminationReceipt, TerminationRequest } from '../../api/contract/termination.ts';
import { BaseError, ValidationError } from '../../api/errors/classes.ts';
import { fieldErrorTextKey } from '../../api/errors/texts.ts';
import { loadApi } from '../loadApi.ts';
import { linkProblemOf, type LinkProblem } from './linkProblem.ts';
import type { TerminationField, TerminationInput } from './terminationForm.ts';
import type { TerminationKind } from './terminationStore.ts';
import type { TextKey } from '../../i18n/keys.ts';

export type SendResult =
  | { kind: 'received'; receipt: TerminationReceipt }
  /** Fields the API refused, placed at the form's fields (messages are text keys). */
  | { kind: 'invalid'; errors: { field: TerminationField; message: TextKey }[] }
  | { kind: 'link'; problem: LinkProblem }
  /** No answer, or one the form cannot act on; `code` for analytics. */
  | { kind: 'unavailable'; code: string }
  | { kind: 'aborted' };

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
): { field: TerminationField; message: TextKey }[] {
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
  try {
    const api = await loadApi(() => import('../../api/contract/calls/termination.ts'));
    const params = { brand: brand.slug, id };
    const body = requestOf(input);
    const receipt =
      kind === 'prefilled' && link
        ? await api.prefilledTerminationSubmit({ params, body: { ...body, data: link } })
        : await api.terminationSubmit({ params, body });
    return { kind: 'received', receipt };
  } catch (error) {
    if (isAbort(error)) return { kind: 'aborted' };
    const problem = kind === 'prefilled' ? linkProblemOf(error) : undefined;
    if (problem) return { kind: 'link', problem };
    if (error instanceof ValidationError) {
      const errors = placeFieldErrors(error.errors, onForm);
      if (errors.length) return { kind: 'invalid', errors };
    }
    return { kind: 'unavailable', code: error instanceof BaseError ? error.code : 'Unexpected' };
  }
}
