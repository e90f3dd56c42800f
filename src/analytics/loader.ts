import type { ClientBrand } from '../brand/schema.ts';
import { onTagManagerConsent } from './consent.ts';
import { analyticsPageLocation } from './pagePath.ts';
import { DATA_LAYER_NAME, vendors } from './vendors.ts';

type AnalyticsBrand = Pick<ClientBrand, 'tagManager' | 'consentManagerId'>;

/**
 * Loads the brand's third-party scripts (SPEC §7 "other traffic", driven by brand config):
 * the consent manager at once, the tag manager only after the customer consented to it.
 * Consent is listened for before the consent manager loads, so its first decision (made
 * on init for returning customers) is not missed. Brands without ids load nothing.
 * Returns a function that stops waiting for consent.
 */
export function startAnalytics(brand: AnalyticsBrand, win: Window = window): () => void {
  const { tagManager, consentManagerId } = brand;
  const stop = tagManager
    ? onTagManagerConsent(() => loadTagManager(win, tagManager.id), win)
    : () => {};
  if (consentManagerId) {
    // Usercentrics v3 finds its settings through this id and data attribute.
    appendScript(win.document, vendors.consentManager.scriptUrl(), {
      id: 'usercentrics-cmp',
      'data-settings-id': consentManagerId,
    });
  }
  return stop;
}

function loadTagManager(win: Window, containerId: string): void {
  const globals = win as unknown as Record<string, unknown>;
  const existing = globals[DATA_LAYER_NAME];
  // Events pushed before consent (page views of islands) stay and reach the tag manager.
  const dataLayer = Array.isArray(existing) ? existing : [];
  globals[DATA_LAYER_NAME] = dataLayer;
  // The container's own page_location and page_referrer would be the full addresses, with
  // tokens and ?data=: the token-free ones are set before it starts.
  dataLayer.push({
    'gtm.start': Date.now(),
    event: 'gtm.js',
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
