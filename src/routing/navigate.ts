import type { Locale, RouteId } from '../routes.ts';
import { splitLocale } from './paths.ts';
import { href, type RouteParams } from './links.ts';

/** The locale of the page the customer is on. */
export const currentLocale = (): Locale => splitLocale(window.location.pathname).locale;

export interface GoToOptions {
  /** Keeps the page left out of the back button (a guard's redirect, a finished order). */
  replace?: boolean;
  /** `?code=…`, appended as given. */
  search?: string;
}

/** Shows a screen without a page load; false when it cannot (src/flows/sameDocument.ts). */
export type OpenInDocument = (id: RouteId, url: string, replace: boolean) => Promise<boolean>;

let inDocument: OpenInDocument | undefined;

/**
 * While this page shares its document with other screens, steps to them go through `open`.
 * Set by the page that does, so no other page carries that code. Returns the unset.
 */
export function routeWithinDocument(open: OpenInDocument): () => void {
  inDocument = open;
  return () => {
    if (inDocument === open) inDocument = undefined;
  };
}

/**
 * How long the check that a page can be reached may take. A network that drops everything
 * without saying so held it, and the tapped button's spinner, for as long as the browser
 * waits; a page's headers come in seconds even on a slow line. After it, the screen says it
 * cannot reach the site and keeps what was typed, as offline.
 */
export const REACHABLE_WITHIN_MS = 15_000;

/** Whether the page is there to be opened: offline, the browser would show its own error page. */
async function reachable(url: string): Promise<boolean> {
  if (navigator.onLine === false) return false;
  try {
    await fetch(url, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REACHABLE_WITHIN_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads the page again once the site can be reached; offline, the browser would put its own
 * error page in its place. False when it cannot: nothing happened.
 */
export async function reloadWhenReachable(): Promise<boolean> {
  if (!(await reachable(window.location.href))) return false;
  window.location.reload();
  return true;
}

/**
 * The one way to another screen of the site, in the page's locale. Each screen is its own
 * static page, so this is a real page load (it first makes sure that page can be reached),
 * unless both screens share one document: then only the address changes.
 * True: the browser is leaving or shows the other screen. False: it cannot reach the site
 * (offline), nothing happened, and the screen keeps what the customer typed and says so.
 */
export async function goTo<Id extends RouteId>(
  id: Id,
  params: RouteParams<Id>,
  { replace = false, search = '' }: GoToOptions = {},
): Promise<boolean> {
  const link = (href as (id: RouteId, p: object, l: Locale) => string)(id, params, currentLocale());
  const target = `${link}${search}`;
  if (inDocument && (await inDocument(id, target, replace))) return true;
  if (!(await reachable(target))) return false;
  if (replace) window.location.replace(target);
  else window.location.assign(target);
  return true;
}
