import { track, type TrackedOffer } from '../../analytics/events.ts';
import { eventNames } from './trackingNames.ts';
import { kindOf } from '../../analytics/offerKind.ts';

/** The offer a withdrawal concerns, where it is known (the form was filled in from the order). */
type WithdrawnOffer = Pick<TrackedOffer, 'offerType'> | undefined;

/** Withdrawal function events, each with the offer kind of the order withdrawn. */
export const withdrawalEvents = {
  pageLoaded: (offer: WithdrawnOffer) => track(eventNames.withdrawalPageLoaded, kindOf(offer)),
  /** "Widerruf bestätigen" and the API received it. */
  confirmed: (offer: WithdrawnOffer) => track(eventNames.withdrawalConfirmed, kindOf(offer)),
  /** Invalid (`ValidationFailed`) or unanswered (`TooManyRequests`, `Unexpected`…). */
  failed: (errorCode: string, offer: WithdrawnOffer) =>
    track(eventNames.withdrawalFailed, { ...kindOf(offer), errorCode }),
};
