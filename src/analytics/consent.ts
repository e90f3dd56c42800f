/**
 * When the tag manager may load. Contract of the two events this listens to on `window`:
 *
 * - `ucEvent` — Usercentrics CMP v3 "window event" (configured under that name in the
 *   Usercentrics admin). It fires on init with the stored decision and on every change:
 *   `detail.event === 'consent_status'` and one boolean per service, keyed by the
 *   service's name; the tag manager counts as granted when `detail['Google Tag Manager']`
 *   is `true`.
 * - `consent:granted` — the site's own CustomEvent, for another CMP or a test:
 *   `detail.tagManager === true` grants the tag manager.
 *
 * Consent is only ever granted here, never withdrawn: a tag manager that has loaded stays
 * loaded, and later decisions reach it through the CMP's own consent mode signals.
 */
export const USERCENTRICS_EVENT = 'ucEvent';
export const USERCENTRICS_TAG_MANAGER_SERVICE = 'Google Tag Manager';
export const SITE_CONSENT_EVENT = 'consent:granted';

export interface SiteConsentDetail {
  tagManager?: boolean;
}

/** Calls `granted` once, on the first event granting the tag manager. Returns an unsubscribe. */
export function onTagManagerConsent(granted: () => void, target: Window = window): () => void {
  const onEvent = (event: Event) => {
    if (!grantsTagManager(event)) return;
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

function grantsTagManager(event: Event): boolean {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return false;
  const fields = detail as Record<string, unknown>;
  if (event.type === SITE_CONSENT_EVENT) return fields['tagManager'] === true;
  return fields['event'] === 'consent_status' && fields[USERCENTRICS_TAG_MANAGER_SERVICE] === true;
}
