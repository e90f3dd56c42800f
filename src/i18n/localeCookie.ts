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

/** The stored language, or undefined when none is stored or the value is not a locale. */
export function readLocaleCookie(): Locale | undefined {
  const value = Cookies.get(LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}
