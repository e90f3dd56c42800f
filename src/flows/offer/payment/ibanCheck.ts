import { isAbort } from '../../../api/client/abort.ts';
import type { IbanCheckResult } from '../../../api/contract/validation.ts';
import { ValidationError } from '../../../api/errors/classes.ts';
import { loadValidationCalls } from '../../validationCalls.ts';

/** What the API made of an IBAN, as the step acts on it. */
export type IbanCheck =
  | { kind: 'valid'; result: IbanCheckResult }
  | { kind: 'invalid' }
  | { kind: 'unavailable' }
  | { kind: 'aborted' };

/**
 * Asks the API whether the IBAN exists in a SEPA country (SPEC §5/§7); a valid one comes
 * back in electronic format with its bank when known. A refused IBAN is a field error.
 */
export async function checkIban(brand: string, iban: string): Promise<IbanCheck> {
  try {
    const api = await loadValidationCalls();
    const result = await api.validateIban({ params: { brand }, body: { iban } });
    return { kind: 'valid', result };
  } catch (error) {
    if (isAbort(error)) return { kind: 'aborted' };
    if (error instanceof ValidationError) return { kind: 'invalid' };
    return { kind: 'unavailable' };
  }
}
