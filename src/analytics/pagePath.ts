import type { Locale } from '../routes.ts';
import { splitLocale } from '../routing/paths.ts';
import { trackingName } from '../routing/match.ts';

/** Page name of every path without a route: the raw path may carry a token. */
export const UNKNOWN_PAGE = 'unknown';

// Only the origin-relative path is read; the base just lets relative paths parse.
const PARSE_BASE = 'http://localhost';

/**
 * Path part of a URL or path, without query and hash: tokens hide there too
 * (`?token=`, `?code=`, `#access_token=`). Undefined when it cannot be parsed.
 */
function pathnameOf(url: string): string | undefined {
  try {
    return new URL(url, PARSE_BASE).pathname;
  } catch {
    return undefined;
  }
}

/**
 * The page name analytics gets for a URL or path: the route's token-free tracking name
 * (`/en/angebot/<token>/danke?x=1` → `angebot/danke`), or UNKNOWN_PAGE, never the path.
 */
export function analyticsPageName(url: string): string {
  const pathname = pathnameOf(url);
  return (pathname !== undefined && trackingName(pathname)) || UNKNOWN_PAGE;
}

/** Language of the page from its locale prefix; a locale never carries a token. */
export function analyticsLanguage(url: string): Locale {
  return splitLocale(pathnameOf(url) ?? '/').locale;
}

/**
 * The page location analytics gets instead of the address bar: origin plus the tracking
 * name (`https://o2.example/angebot/danke`). The tag manager's default `page_location` is
 * `location.href`, which carries tokens and `?data=`; this value overrides it.
 */
export function analyticsPageLocation(url: string): string {
  let origin = '';
  try {
    origin = new URL(url).origin;
  } catch {
    // A bare path: the location stays origin-relative.
  }
  return `${origin === 'null' ? '' : origin}/${analyticsPageName(url)}`;
}
