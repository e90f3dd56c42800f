import { brand } from 'virtual:brand';
import type { WithdrawalReceipt, WithdrawalRequest } from '../../api/contract/withdrawal.ts';
import type { Locale } from '../../routes.ts';
import { reachableCalls } from '../loadApi.ts';
import { placeByName, sendStep, type PlacedError, type Sent } from '../step/sendStep.ts';
import { saveFile } from '../../ui/saveFile.ts';
import { withdrawalFields, type WithdrawalField } from './withdrawalForm.ts';

export type WithdrawalResult = Sent<WithdrawalReceipt, PlacedError<WithdrawalField>>;

/** The withdrawal's calls: prefetched on the form's first input, and what the submit uses. */
export const loadWithdrawalCalls = reachableCalls(
  'lazy-files:src/api/contract/calls/withdrawal.ts',
  () => import('../../api/contract/calls/withdrawal.ts'),
);

/**
 * Sends the withdrawal under its id. The API acknowledges every statement with the same
 * receipt (which order, and whether it is valid, it tells by e-mail), and a repeat of the
 * id with the first one, so a retry after a lost answer is never a second statement.
 */
export function sendWithdrawal(id: string, body: WithdrawalRequest): Promise<WithdrawalResult> {
  return sendStep(
    async () => {
      const api = await loadWithdrawalCalls();
      return api.withdrawalSubmit({ params: { brand: brand.slug, id }, body });
    },
    { place: placeByName(withdrawalFields) },
  );
}

/** The acknowledgement of receipt as PDF in the page's language, from the API that received it. */
export async function downloadWithdrawal(id: string, language: Locale): Promise<void> {
  const api = await loadWithdrawalCalls();
  const pdf = await api.withdrawalDownload({
    params: { brand: brand.slug, id },
    query: { language },
  });
  saveFile(pdf, `${id}.pdf`);
}
