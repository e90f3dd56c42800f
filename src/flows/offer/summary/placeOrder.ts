import type { FieldError } from '../../../api/contract/common.ts';
import type { ConsentChannels } from '../../../api/contract/consent.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import type { AcceptOffer, AcceptResult, OrderSummary } from '../../../api/contract/order.ts';
import type { OfferError } from '../../../api/errors/classes.ts';
import type { OfferCode } from '../../../api/errors/codes.ts';
import { offerEvents } from '../events.ts';
import type { Cart, CartSummary } from '../../../stores/cart.ts';
import { loadOrderCalls } from './orderCalls.ts';
import { currentLocale, goTo } from '../../../routing/navigate.ts';
import { sendStep, type TooMany } from '../../step/sendStep.ts';
import { isOfferCodeAnswer } from '../error/leaveForOfferError.ts';
import { buildCart } from '../cart.ts';
import { offerAnswers } from '../offerAnswers.ts';
import { sendingOrderHere } from '../orderedElsewhere.ts';
import type { Answers } from './answers.ts';
import type { LegalChoices } from './legal.ts';
import { leaveSite } from '../../../routing/leaveSite.ts';
import { showOfferError } from './leave.ts';
import { isAllowedProviderUrl } from '../../providerRedirect.ts';

/**
 * Where an order attempt leads: on (`go` opens the confirmation, the payment provider or
 * the error page, false when the site cannot be reached), back to answers the API refused,
 * or nowhere because no answer came (the order may or may not be placed: a retry sends the
 * same idempotency key, so it never orders twice).
 */
export type OrderOutcome =
  | { kind: 'next'; go: () => Promise<boolean> }
  | { kind: 'invalid'; errors: readonly FieldError[] }
  | { kind: 'failed'; tooMany?: TooMany | undefined };

export interface OrderInput {
  token: string;
  offer: Offer;
  cart: Cart | undefined;
  body: AcceptOffer;
  /** The same key for every try of this order: the API replays instead of ordering twice. */
  idempotencyKey: string;
}

/**
 * The accept call's body: only the answers the offer asked for, the boxes as ticked, and the
 * advertising consent where the customer changed it.
 */
export function acceptBody(
  answers: Answers,
  choices: LegalChoices,
  needs: Pick<Offer['requirements'], 'needsIdData' | 'needsPayment'>,
  consents?: ConsentChannels,
): AcceptOffer {
  return {
    personal: answers.personal,
    ...(needs.needsIdData && answers.idDocument ? { idDocument: answers.idDocument } : {}),
    ...(needs.needsPayment && answers.payment ? { payment: answers.payment } : {}),
    legal: {
      contractSummaryAcknowledged: true,
      termsAccepted: true,
      withdrawalInfoAcknowledged: true,
      earlyStartRequested: choices.earlyStartRequested,
    },
    ...(consents ? { consents } : {}),
  };
}

function leaveForError(code: OfferCode, input: OrderInput, error?: OfferError): OrderOutcome {
  offerEvents.submitFailed({ errorCode: code, offer: input.offer });
  return {
    kind: 'next',
    go: async () => (await showOfferError(code, input.token, error)).kind === 'leaving',
  };
}

/** An allow-list, so a field added to the summary later does not slip into the cart. */
function cartSummary(summary: OrderSummary): CartSummary {
  const { orderReference, state, offerType, offerUseCase, name, submittedAt, offers } = summary;
  const { oneTimePayment, postPaymentRedirect, totals } = summary;
  return {
    orderReference,
    state,
    offerType,
    offerUseCase,
    name,
    submittedAt,
    offers,
    totals,
    ...(oneTimePayment ? { oneTimePayment } : {}),
    ...(postPaymentRedirect ? { postPaymentRedirect } : {}),
  };
}

/**
 * Keeps the sent order: a mark of it for the offer's other tabs (they stop asking for
 * answers), and in this tab's cart the order summary without the personal data and the
 * IBAN, for the confirmation should the API not answer it there. Best effort: the
 * confirmation asks the API first, and the API refuses a second order.
 */
async function keepOrder({ token, offer, cart }: OrderInput): Promise<void> {
  sendingOrderHere(token);
  let summary: CartSummary | undefined;
  try {
    const api = await loadOrderCalls();
    summary = cartSummary(
      await api.offerSummary({ params: { id: token }, query: { language: currentLocale() } }),
    );
  } catch {
    // Without it the confirmation still loads the summary from the API.
  }
  try {
    const [{ setCart }, { markOrderSent }] = await Promise.all([
      import('../../../stores/cart.ts'),
      import('../../../stores/orderSent.ts'),
    ]);
    if (summary) setCart({ ...(cart ?? buildCart(offer, token)), summary });
    await markOrderSent(token);
  } catch {
    // Storage denied or full: the other tabs learn of the order when they send theirs.
  }
}

async function follow(result: AcceptResult, input: OrderInput): Promise<OrderOutcome> {
  const { token, offer } = input;
  if (result.postPaymentRedirect === 'error') return leaveForError('PaymentFailed', input);
  if (
    result.postPaymentRedirect === 'paymentProvider' &&
    !(result.redirectUrl && isAllowedProviderUrl(result.redirectUrl))
  )
    return leaveForError('PaymentFailed', input);
  offerEvents.offerSubmitted(offer);
  await keepOrder(input);
  // Before a payment the answers stay (the confirmation forgets them): should it not go
  // through, paying again orders from the summary with them.
  const { redirectUrl } = result;
  if (result.postPaymentRedirect === 'paymentProvider' && redirectUrl) {
    return {
      kind: 'next',
      go: async () => {
        leaveSite(redirectUrl);
        return true;
      },
    };
  }
  return {
    kind: 'next',
    go: async () => {
      const left = await goTo('offerConfirmation', { token }, { replace: true });
      if (left) offerAnswers.forget(token);
      return left;
    },
  };
}

/**
 * Sends the order and tells where its answer leads: the payment provider, the confirmation
 * or the error page. Answers that leave the customer here (invalid data, no answer at all)
 * come back as the outcome, for the summary to show.
 */
export async function placeOrder(input: OrderInput): Promise<OrderOutcome> {
  const { token, offer, body, idempotencyKey } = input;
  const sent = await sendStep(
    async () => {
      const api = await loadOrderCalls();
      return api.offerAccept({ params: { id: token }, body, idempotencyKey });
    },
    // The summary shows each refused answer with the step that asks it.
    {
      place: (errors) => errors,
      refusal: (error) => (isOfferCodeAnswer(error) ? error : undefined),
    },
  );
  switch (sent.kind) {
    case 'received':
      return follow(sent.result, input);
    // The page is being left; nothing more to do here.
    case 'aborted':
      return { kind: 'next', go: async () => true };
    case 'invalid':
      offerEvents.submitFailed({ errorCode: 'ValidationFailed', offer });
      return { kind: 'invalid', errors: sent.errors };
    case 'refused':
      if (sent.refusal.code === 'NotAuthorized')
        return { kind: 'next', go: () => goTo('offerLogin', { token }, { replace: true }) };
      return leaveForError(sent.refusal.code, input, sent.refusal);
    // An answer without a code of the offer (a server error, a gateway timeout) does not
    // tell whether the order was placed: the customer stays and may send it again safely.
    case 'unavailable':
      offerEvents.submitFailed({ errorCode: sent.code, offer });
      return { kind: 'failed', tooMany: sent.tooMany };
  }
}
