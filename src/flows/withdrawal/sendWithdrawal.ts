import { brand } from 'virtual:brand';
import { isAbort } from '../../api/client/abort.ts';
import type { WithdrawalReceipt, WithdrawalRequest } from '../../api/contract/withdrawal.ts';
import { BaseError, ValidationError } from '../../api/errors/classes.ts';
import { fieldErrorTextKey } from '../../api/errors/texts.ts';
import { loadApi } from '../loadApi.ts';
import { saveFile } from '../offer/saveFile.ts';
import { withdrawalFields, type WithdrawalField } from './withdrawalForm.ts';

export type WithdrawalResult =
  | { kind: 'received'; receipt: WithdrawalReceipt }
  /** Fields the API refused, placed at the form's fields (messages are text keys). */
  | { kind: 'invalid'; errors: { field: WithdrawalField; message: string }[] }
  /** No answer, or one the form cannot act on; `code` for analytics. */
  | { kind: 'unavailable'; code: string }
  | { kind: 'aborted' };

const isField = (field: string): field is WithdrawalField =>
  (withdrawalFields as readonly string[]).includes(field);

/**
 * Sends the withdrawal under its id. The API acknowledges every statement with the same
 * receipt (which order, and whether it is valid, it tells by e-mail), and a repeat of the
 * id with the first one, so a retry after a lost answer is never a second statement.
 */
export async function sendWithdrawal(
  id: string,
  body: WithdrawalRequest,
): Promise<WithdrawalResult> {
  try {
    const api = await loadApi(() => import('../../api/contract/calls/withdrawal.ts'));
    const receipt = await api.withdrawalSubmit({ params: { brand: brand.slug, id }, body });
    return { kind: 'received', receipt };
  } catch (error) {
    if (isAbort(error)) return { kind: 'aborted' };
    if (error instanceof ValidationError) {
      const errors = error.errors.flatMap((e) =>
        isField(e.field) ? [{ field: e.field, message: fieldErrorTextKey(e) }] : [],
      );
      if (errors.length) return { kind: 'invalid', errors };
    }
    return { kind: 'unavailable', code: error instanceof BaseError ? error.code : 'Unexpected' };
  }
}

/** The acknowledgement of receipt as PDF, from the API that received the withdrawal. */
export async function downloadWithdrawal(id: string): Promise<void> {
  const api = await loadApi(() => import('../../api/contract/calls/withdrawal.ts'));
  const pdf = await api.withdrawalDownload({ params: { brand: brand.slug, id } });
  saveFile(pdf, `Widerruf-Eingangsbestaetigung-${id}.pdf`);
}
