import { DATA_LAYER_NAME, TAG_MANAGER_START_EVENT } from './vendors.ts';

/**
 * When a third-party script may load: only once the customer consented to its service
 * (TDDDG § 25). Contract of the two events this listens to on `window`:
 *
 * - `ucEvent` — Usercentrics CMP v3 "window event" (configured under that name in the
 *   Usercentrics admin). It fires on init with the stored decision and on every change:
 *   `detail.event === 'consent_status'` and one boolean per service, keyed by the
 *   service's name (`USERCENTRICS_SERVICES`).
 * - `consent:granted` — the site's own CustomEvent, for another CMP or a test:
 *   `detail.tagManager === true`, `detail.personalisation === true`.
 *
 * Consent is only ever granted here, never withdrawn: a script that has loaded stays
 * loaded, and later decisions reach it through the CMP's own consent mode signals.
 */
export const USERCENTRICS_EVENT = 'ucEvent';
export const SITE_CONSENT_EVENT = 'consent:granted';

/** The services a brand may load, each behind its own consent. */
export type ConsentService = 'tagManager' | 'personalisation';

/** Each service's name in the Usercentrics admin. */
export const USERCENTRICS_SERVICES: Record<ConsentService, string> = {
  tagManager: 'Google Tag Manager',
  personalisation: 'Kameleoon',
};

export type SiteConsentDetail = Partial<Record<ConsentService, boolean>>;

/**
 * Calls `granted` once, on the first event granting `service`. Returns an unsubscribe.
 */
export function onConsent(
  service: ConsentService,
  granted: () => void,
  target: Window = window,
): () => void {
  const onEvent = (event: Event) => {
    if (!grants(service, event)) return;
    stop();
    granted();
  };
  const stop = () => {
    target.removeEventListener(USERCENTRICS_EVENT, onEvent);
    target.removeEventListener(SITE_CONSENT_EVENT, onEvent);
  };
  target.addEventListener(USERCENTRICS_EVENT, onEvent);
  target.addEventListener(SITE_CONSENT_EVENT, onEvent);
  return stop;
}

function grants(service: ConsentService, event: Event): boolean {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return false;
  const fields = detail as Record<string, unknown>;
  if (event.type === SITE_CONSENT_EVENT) return fields[service] === true;
  return fields['event'] === 'consent_status' && fields[USERCENTRICS_SERVICES[service]] === true;
}

/**
 * Runs `then` once the customer consented to the tag manager: at once when it has started
 * on this page (the loader's start event is in the data layer), else on the consent.
 * Returns an unsubscribe.
 */
export function afterTagManagerConsent(then: () => void, target: Window = window): () => void {
  const layer: unknown = (target as unknown as Record<string, unknown>)[DATA_LAYER_NAME];
  const started =
    Array.isArray(layer) &&
    layer.some(
      (entry: unknown) => (entry as { event?: unknown } | null)?.event === TAG_MANAGER_START_EVENT,
    );
  if (!started) return onConsent('tagManager', then, target);
  then();
  return () => undefined;
}
