import { isAbort } from '../../api/client/abort.ts';
import { leaving, ready, type Loaded } from '../flowScreen.tsx';
import { loadApi } from '../loadApi.ts';
import { takeOfferToken } from './withdrawalLink.ts';
import {
  FORM,
  withdrawalAnswers,
  withdrawalId,
  withdrawalShown,
  type ReceivedWithdrawal,
  type WithdrawalPrefill,
} from './withdrawalStore.ts';

export interface WithdrawalFormData {
  /** The id of this withdrawal: the submit and every retry use it. */
  id: string;
  /** What the order the customer came from fills in. */
  prefill: WithdrawalPrefill | undefined;
  /** A withdrawal this tab already sent, for the note above a new form. */
  previous: ReceivedWithdrawal | undefined;
}

/**
 * The order behind an offer link: its reference, the customer's name and e-mail. Where
 * the summary does not come (another tab's login, no answer), the token names the order.
 */
async function prefillOf(token: string): Promise<WithdrawalPrefill> {
  try {
    const api = await loadApi(() => import('../../api/contract/calls/order.ts'));
    const order = await api.offerSummary({ params: { id: token } });
    const { givenNames, familyName, contact } = order.personal;
    return {
      name: `${givenNames} ${familyName}`,
      order: order.orderReference,
      email: contact.email,
      offerType: order.offerType,
    };
  } catch (error) {
    if (isAbort(error)) throw error;
    return { order: token };
  }
}

/**
 * /widerruf: the form needs nothing from the API. Opened from an order (`?offer=`), it is
 * filled in from it, and what was typed for another order is done with.
 */
export async function loadWithdrawalForm(): Promise<Loaded<WithdrawalFormData>> {
  const token = takeOfferToken();
  if (token) {
    try {
      const prefill = await prefillOf(token);
      withdrawalAnswers.forgetTyping(FORM, 'received');
      withdrawalAnswers.confirm(FORM, 'prefill', prefill);
    } catch {
      return leaving;
    }
  }
  return ready({
    id: withdrawalId(),
    prefill: withdrawalAnswers.answer(FORM, 'prefill'),
    previous: withdrawalAnswers.answer(FORM, 'received'),
  });
}

/** The receipt page: the withdrawal this tab sent, if there is one. */
export function loadWithdrawalReceipt(): Promise<Loaded<ReceivedWithdrawal | undefined>> {
  const received = withdrawalAnswers.answer(FORM, 'received');
  if (received) withdrawalShown(received);
  return Promise.resolve(ready(received));
}
