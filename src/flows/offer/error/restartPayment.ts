import { isAbort } from '../../../api/client/abort.ts';
import { goTo } from '../../../routing/navigate.ts';
import { isOfferCodeAnswer, leaveForOfferError } from './leaveForOfferError.ts';
import { loadOfferCalls } from '../offerCalls.ts';

/**
 * "Pay again": resets the offer to its payment (PATCH, resetTo payment) and takes the
 * customer to the summary to order and pay once more. A refused reset shows the error
 * page with the code of the answer (OfferResetFailed, or the end state the offer is in).
 * Undefined: the page is leaving; 'failed': no answer, the customer may try again here.
 */
export async function restartPayment(token: string): Promise<'failed' | undefined> {
  try {
    const api = await loadOfferCalls();
    await api.offerReset({ params: { id: token }, body: { resetTo: 'payment' } });
    // The next order is a new attempt: replaying the first one's key would answer with
    // the payment session the reset has just closed.
    const [{ forgetOrderKey }, { unmarkOrderSent }] = await Promise.all([
      import('../summary/orderKey.ts'),
      import('../../../stores/orderSent.ts'),
    ]);
    forgetOrderKey(token);
    await unmarkOrderSent(token).catch(() => undefined);
    return (await goTo('offerSummary', { token }, { replace: true })) ? undefined : 'failed';
  } catch (error) {
    if (isAbort(error)) return undefined;
    // A server fault without an offer code keeps this page: its retry is the way on.
    if (!isOfferCodeAnswer(error)) return 'failed';
    return (await leaveForOfferError(error, token)).kind === 'leaving' ? undefined : 'failed';
  }
}
