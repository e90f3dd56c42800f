import Cookies from 'js-cookie';
import type { Locale } from '../routes.ts';
import { isLocale } from './isLocale.ts';

/** The visitor's chosen language (SPEC §9); the name stays that of the original site. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;

export function writeLocaleCookie(
  locale: Locale,
  loc: Pick<Location, 'protocol'> = location,
): void {
  Cookies.set(LOCALE_COOKIE, locale, {
    expires: LOCALE_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: loc.protocol === 'https:',
  });
}

/** The part of the Cookie Store API this site uses (not in every browser). */
export interface CookieStoreLike {
  get(name: string): Promise<{ value?: string } | null | undefined>;
}

/** How often, and how far apart, the cookie store is asked whether it has the language. */
const STORE_LOOKS = 20;
const STORE_PAUSE_MS = 25;

/**
 * Stores the language and resolves once a page load started next carries it. Chromium hands
 * a `document.cookie` write to its cookie store on another channel than a page load's, and
 * does not wait for it: a link followed at once may still carry the old language, and the
 * edge sends the visitor back to that language's page. The Cookie Store API reads the store
 * itself, so the write is done once it reports the new value. Its own `set` is no use here:
 * its cookies are always Secure, which WebKit does not send over http (a local run).
 * Without that API, or after half a second, the written cookie is all there is.
 */
export async function storeLocaleCookie(
  locale: Locale,
  loc: Pick<Location, 'protocol'> = location,
  store: CookieStoreLike | undefined = (globalThis as { cookieStore?: CookieStoreLike })
    .cookieStore,
): Promise<void> {
  writeLocaleCookie(locale, loc);
  if (!store) return;
  for (let look = 0; look < STORE_LOOKS; look++) {
    try {
      if ((await store.get(LOCALE_COOKIE))?.value === locale) return;
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, STORE_PAUSE_MS));
  }
}

/** The stored language, or undefined when none is stored or the value is not a locale. */
export function readLocaleCookie(): Locale | undefined {
  const value = Cookies.get(LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}
