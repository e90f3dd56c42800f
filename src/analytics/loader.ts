import type { ClientBrand } from '../brand/schema.ts';
import { whenAddressClean } from './addressSecrets.ts';
import { onConsent } from './consent.ts';
import { analyticsPageLocation } from './pagePath.ts';
import {
  DATA_LAYER_NAME,
  isPersonalisedPath,
  TAG_MANAGER_START_EVENT,
  vendors,
} from './vendors.ts';

type AnalyticsBrand = Pick<ClientBrand, 'tagManager' | 'consentManagerId' | 'personalisationId'>;

/**
 * Loads the brand's third-party scripts (SPEC §7 "other traffic", driven by brand config).
 * None starts while the address holds a secret (`?data=` of a termination link, `?offer=`):
 * each waits until the page has taken it out. The consent manager then loads at once; the
 * tag manager and, on termination pages, the personalisation script only after the
 * customer consented to each (TDDDG § 25). Consent is listened for before the consent
 * manager loads, so its first decision (made on init for returning customers) is not
 * missed. Brands without ids load nothing. Returns a function that stops waiting.
 */
export function startAnalytics(brand: AnalyticsBrand, win: Window = window): () => void {
  const { tagManager, consentManagerId, personalisationId } = brand;
  const stops: (() => void)[] = [];
  const afterConsent = (service: 'tagManager' | 'personalisation', load: () => void) =>
    stops.push(onConsent(service, () => stops.push(whenAddressClean(win, load)), win));
  if (tagManager) afterConsent('tagManager', () => loadTagManager(win, tagManager.id));
  if (personalisationId && isPersonalisedPath(win.location.pathname))
    afterConsent('personalisation', () =>
      appendScript(win.document, vendors.personalisation.scriptUrl(personalisationId), {}),
    );
  if (consentManagerId)
    stops.push(
      whenAddressClean(win, () =>
        // Usercentrics v3 finds its settings through this id and data attribute.
        appendScript(win.document, vendors.consentManager.scriptUrl(), {
          id: 'usercentrics-cmp',
          'data-settings-id': consentManagerId,
        }),
      ),
    );
  return () => stops.forEach((stop) => stop());
}

function loadTagManager(win: Window, containerId: string): void {
  const globals = win as unknown as Record<string, unknown>;
  const existing = globals[DATA_LAYER_NAME];
  // Events pushed before consent (page views of islands) stay and reach the tag manager.
  const dataLayer = Array.isArray(existing) ? existing : [];
  globals[DATA_LAYER_NAME] = dataLayer;
  // The container's own page_location and page_referrer would be the full addresses, with
  // tokens: the token-free ones are set before it starts.
  dataLayer.push({
    'gtm.start': Date.now(),
    event: TAG_MANAGER_START_EVENT,
    page_location: analyticsPageLocation(win.location.href),
    page_referrer: referrerOrigin(win.document.referrer),
  });
  appendScript(win.document, vendors.tagManager.scriptUrl(containerId, DATA_LAYER_NAME), {});
}

/** Only the origin of the page before: its path may carry a token too. */
function referrerOrigin(referrer: string): string {
  try {
    return referrer ? new URL(referrer).origin : '';
  } catch {
    return '';
  }
}

function appendScript(document: Document, src: string, attributes: Record<string, string>): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}
