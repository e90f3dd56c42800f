import type { UseCase } from '../../api/contract/useCases.ts';
import {
  track,
  type LifecycleEventName,
  type TrackedLifecycleEvent,
} from '../../analytics/events.ts';
import { eventNames } from './trackingNames.ts';

/** What an identity verification event concerns: the method, and the use case of its texts. */
export interface IdvEventContext {
  useCase: UseCase;
  /** The method, e.g. videoIdent, where the event concerns one. */
  method?: string | undefined;
}

/** Identity verification events (SPEC §4), each with the use case of the verification. */
function trackIdv(
  event: LifecycleEventName,
  { useCase, method }: IdvEventContext,
  fields: Partial<Omit<TrackedLifecycleEvent, 'event'>> = {},
) {
  track(event, { label: method ?? null, useCase, ...fields });
}

export const idvEvents = {
  /** `methods`: the methods offered, in display order. */
  selectionPageLoaded: (methods: readonly string[], context: IdvEventContext) =>
    trackIdv(eventNames.idvSelectionPageLoaded, context, { label: methods.join(',') || null }),
  success: (context: IdvEventContext) => trackIdv(eventNames.idvSuccess, context),
  error: (errorCode: string | undefined, context: IdvEventContext) =>
    trackIdv(eventNames.idvError, context, { errorCode: errorCode ?? null }),
  cancelled: (context: IdvEventContext) => trackIdv(eventNames.idvCancelled, context),
  pending: (context: IdvEventContext) => trackIdv(eventNames.idvPending, context),
  submitted: (context: IdvEventContext) => trackIdv(eventNames.idvSubmitted, context),
};
