import type { RouteId } from '../routes.ts';
import { splitLocale } from '../routing/paths.ts';
import { matchRoute } from '../routing/match.ts';

/**
 * Query parameters that carry a secret, each on the pages where it does (every page where
 * none is named). The page that reads one takes it out of the address bar at once.
 */
const secretParams: readonly { name: string; route?: RouteId }[] = [
  // The sealed data of a prefilled termination link: it opens the customer's data and sends
  // a termination for 30 days.
  { name: 'data' },
  // An order's offer token (`/widerruf?offer=`).
  { name: 'offer' },
  // The code the brand's login returned with: it logs the customer in to the offer. On the
  // error page `?code=` names the error, which is no secret.
  { name: 'code', route: 'offerLogin' },
  // A Novum campaign link's entry id: the API answers it with the offer's token.
  { name: 'id', route: 'entryNovum' },
  // An e-mail's decline link: it declines the e-mail.
  { name: 'token', route: 'emailRejection' },
];

/** Dispatched on `window` when a page has taken a secret out of its address. */
export const ADDRESS_CLEANED = 'address:cleaned';

const holdsSecret = (win: Window) => {
  const { searchParams, pathname } = new URL(win.location.href);
  const match = matchRoute(splitLocale(pathname).path);
  const routeId = match.kind === 'route' ? match.route.id : undefined;
  return secretParams.some(
    ({ name, route }) => searchParams.has(name) && (route === undefined || route === routeId),
  );
};

/**
 * Takes a parameter out of the address bar (the history entry is replaced, so neither the
 * history, a bookmark nor a script started later sees it) and tells whoever waits for a
 * clean address. Answers its value, or null when the address had none.
 */
export function takeFromAddress(win: Window, name: string): string | null {
  const url = new URL(win.location.href);
  const value = url.searchParams.get(name);
  if (value === null) return null;
  url.searchParams.delete(name);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  win.dispatchEvent(new Event(ADDRESS_CLEANED));
  return value;
}

/**
 * Calls `ready` once the address holds no secret: at once, or when the page has taken it
 * out. A page that never reads its secret never gets there: no third party sees it.
 * Returns a function that stops waiting.
 */
export function whenAddressClean(win: Window, ready: () => void): () => void {
  if (!holdsSecret(win)) {
    ready();
    return () => {};
  }
  const check = () => {
    if (holdsSecret(win)) return;
    win.removeEventListener(ADDRESS_CLEANED, check);
    ready();
  };
  win.addEventListener(ADDRESS_CLEANED, check);
  return () => win.removeEventListener(ADDRESS_CLEANED, check);
}
