import { brand } from 'virtual:brand';
import { isAbort } from '../../api/client/abort.ts';
import {
  isWithdrawalCode,
  type WithdrawalCode,
  type WithdrawalReceipt,
  type WithdrawalRequest,
} from '../../api/contract/withdrawal.ts';
import { ApiError, BaseError, ValidationError } from '../../api/errors/classes.ts';
import { readErrorBody } from '../../api/errors/map.ts';
import { fieldErrorTextKey } from '../../api/errors/texts.ts';
import { loadApi } from '../loadApi.ts';
import { saveFile } from '../offer/saveFile.ts';
import { withdrawalFields, type WithdrawalField } from './withdrawalForm.ts';
import type { TextKey } from '../../i18n/keys.ts';

export type WithdrawalResult =
  | { kind: 'received'; receipt: WithdrawalReceipt }
  /** Fields the API refused, placed at the form's fields (messages are text keys). */
  | { kind: 'invalid'; errors: { field: WithdrawalField; message: TextKey }[] }
  /** The order cannot be withdrawn: unknown, the period ended, withdrawn before. */
  | { kind: 'refused'; code: WithdrawalCode }
  /** No answer, or one the form cannot act on; `code` for analytics. */
  | { kind: 'unavailable'; code: string }
  | { kind: 'aborted' };

const isField = (field: string): field is WithdrawalField =>
  (withdrawalFields as readonly string[]).includes(field);

/** The withdrawal code of a refusal, if the API answered one. */
export function refusalOf(error: unknown): WithdrawalCode | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { code } = readErrorBody(error.response?.body);
  return isWithdrawalCode(code) ? code : undefined;
}

/**
 * Sends the withdrawal under its id: the API answers a repeat of the same id with the
 * first receipt, so a retry after a lost answer can never withdraw twice.
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
    const code = refusalOf(error);
    if (code) return { kind: 'refused', code };
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
