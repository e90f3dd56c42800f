import type { Offer, OfferReset, OfferState } from '../../../src/api/contract/offer.ts';
import type { OfferBodyCode } from '../../../src/api/errors/codes.ts';
import type { PaymentStatus } from './store.ts';

/**
 * The offer lifecycle: open → personalData → idData → payment → submitted → confirmed,
 * with the end states of SPEC §4. The flow steps before `submitted` are where the
 * customer is; accept moves the offer to `submitted`, or to `payment` while a one-time
 * payment at the provider is outstanding. The provider's answer decides the rest:
 * paid → confirmed, aborted → abandonedPayment (the site shows PaymentAborted; a reset
 * lets the customer try again), failed → stays in payment with the failure recorded.
 */

/** States in which the offer can still be accepted. */
export const acceptableStates = ['open', 'personalData', 'idData', 'payment'] as const;

const isAcceptable = (state: OfferState) => (acceptableStates as readonly string[]).includes(state);

/** End states and the body code SPEC §8 answers for each. */
export const endStateCodes = {
  cancelled: 'OfferCancelled',
  consumed: 'OfferConsumed',
  expired: 'OfferExpired',
  blocked: 'OfferBlocked',
  abandonedPayment: 'OfferAbandonedPayment',
  incompatibleState: 'OfferIncompatibleState',
  paymentWaitForCapture: 'OfferPaymentWaitForCapture',
  withdrawn: 'OfferWithdrawn',
} as const satisfies Partial<Record<OfferState, OfferBodyCode>>;

export type EndState = keyof typeof endStateCodes;

export const isEndState = (state: OfferState): state is EndState => state in endStateCodes;

/** The state as of `now`: an offer not yet accepted expires at `validUntil`. */
export function effectiveState(offer: Pick<Offer, 'state' | 'validUntil'>, now: Date): OfferState {
  if (isAcceptable(offer.state) && Date.parse(offer.validUntil) <= now.getTime()) return 'expired';
  return offer.state;
}

/** State right after a successful accept. */
export const stateAfterAccept = (needsOneTimePayment: boolean): OfferState =>
  needsOneTimePayment ? 'payment' : 'submitted';

export type PaymentOutcome = 'paid' | 'aborted' | 'failed';

/** What the simulated provider's answer does to the offer and its payment. */
export const afterPayment: Record<PaymentOutcome, { state: OfferState; status: PaymentStatus }> = {
  paid: { state: 'confirmed', status: 'captured' },
  aborted: { state: 'abandonedPayment', status: 'aborted' },
  failed: { state: 'payment', status: 'failed' },
};

/**
 * Whether a reset is allowed. `open` restarts the flow (dropping an order whose payment
 * never went through); `payment` repeats only an outstanding, failed or aborted payment.
 * Nothing is reset once the order is submitted or confirmed, nor in other end states.
 */
export function canReset(
  state: OfferState,
  target: OfferReset['resetTo'],
  payment: PaymentStatus | undefined,
): boolean {
  if (target === 'open') return isAcceptable(state) || state === 'abandonedPayment';
  if (state === 'abandonedPayment') return payment !== undefined;
  return state === 'payment' && payment !== undefined && payment !== 'captured';
}
