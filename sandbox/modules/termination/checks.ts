import type { FieldError } from '../../../src/api/contract/common.ts';
import type {
  Prefill,
  TerminationConfig,
  TerminationRequest,
} from '../../../src/api/contract/termination.ts';
import type { StoredUpload } from './store.ts';

const invalid = (field: string, message: string): FieldError => ({
  field,
  code: 'invalidValue',
  message,
});

/**
 * What the contract's schema cannot know: the brand's options, the date range, the proof
 * a reason needs and the uploads that belong to this termination.
 */
export function checkAgainstConfig(
  request: TerminationRequest,
  config: TerminationConfig,
  uploads: readonly StoredUpload[],
): FieldError[] {
  const errors: FieldError[] = [];
  if (!config.serviceTypes.includes(request.serviceType))
    errors.push(
      invalid('serviceType', `The brand does not terminate ${request.serviceType} here.`),
    );
  if (request.selectTerminationDate && request.terminationDate) {
    const { earliest, latest } = config.terminationDate;
    if (request.terminationDate < earliest || request.terminationDate > latest)
      errors.push(invalid('terminationDate', `Choose a date from ${earliest} to ${latest}.`));
  }
  const uploaded = new Set(uploads.map((u) => u.uploadId));
  (request.uploadIds ?? []).forEach((id, i) => {
    if (!uploaded.has(id))
      errors.push(invalid(`uploadIds.${i}`, 'No such upload for this termination.'));
  });
  if (request.cancellationType === 'Special') {
    const offered = config.reasons.find((r) => r.reason === request.reason);
    if (!offered && request.reason !== 'None')
      errors.push(invalid('reason', `The brand does not offer the reason ${request.reason}.`));
    if (offered?.requiresProof && !request.uploadIds?.length)
      errors.push({
        field: 'uploadIds',
        code: 'required',
        message: 'This reason needs a proof document.',
      });
  }
  return errors;
}

/** JSON with sorted keys: the same data compares equal whatever order its keys came in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The fields a prefilled link fixed must arrive unchanged. */
export function checkAgainstPrefill(request: TerminationRequest, prefill: Prefill): FieldError[] {
  const errors: FieldError[] = [];
  const changed = 'Differs from the prefilled link.';
  if (prefill.serviceType && request.serviceType !== prefill.serviceType)
    errors.push(invalid('serviceType', changed));
  if (canonical(request.contract) !== canonical(prefill.contract))
    errors.push(invalid('contract', changed));
  if (canonical(request.customer) !== canonical(prefill.customer))
    errors.push(invalid('customer', changed));
  return errors;
}
