import { brand } from 'virtual:brand';
import {
  isWithdrawalCode,
  type WithdrawalCode,
  type WithdrawalReceipt,
  type WithdrawalRequest,
} from '../../api/contract/withdrawal.ts';
import { ApiError } from '../../api/errors/classes.ts';
import { readErrorBody } from '../../api/errors/map.ts';
import { loadApi } from '../loadApi.ts';
import { placeByName, sendStep, type PlacedError, type Sent } from '../step/sendStep.ts';
import { saveFile } from '../../ui/saveFile.ts';
import { withdrawalFields, type WithdrawalField } from './withdrawalForm.ts';

/** A refusal: the order cannot be withdrawn (unknown, the period ended, withdrawn before). */
export type WithdrawalResult = Sent<
  WithdrawalReceipt,
  PlacedError<WithdrawalField>,
  WithdrawalCode
>;

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
  return sendStep(
    async () => {
      const api = await loadApi(() => import('../../api/contract/calls/withdrawal.ts'));
      return api.withdrawalSubmit({ params: { brand: brand.slug, id }, body });
    },
    { place: placeByName(withdrawalFields), refusal: refusalOf },
  );
}

/** The acknowledgement of receipt as PDF, from the API that received the withdrawal. */
export async function downloadWithdrawal(id: string): Promise<void> {
  const api = await loadApi(() => import('../../api/contract/calls/withdrawal.ts'));
  const pdf = await api.withdrawalDownload({ params: { brand: brand.slug, id } });
  saveFile(pdf, `Widerruf-Eingangsbestaetigung-${id}.pdf`);
}
