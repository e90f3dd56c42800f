import { localizePath, splitLocale } from '../routes.ts';
import { isLocale } from './isLocale.ts';
import { writeLocaleCookie } from './localeCookie.ts';

/**
 * Points every language switcher link at the page the visitor is on, in that link's
 * language. The static shell only knows its placeholder path; the address bar holds
 * the real token, query and hash. A click stores the choice in the locale cookie.
 */
export function initLanguageSwitch(
  doc: Document = document,
  loc: Pick<Location, 'pathname' | 'search' | 'hash' | 'protocol'> = location,
): void {
  const { path } = splitLocale(loc.pathname);
  const links = doc.querySelectorAll<HTMLAnchorElement>('.language-switcher a[data-locale]');
  for (const link of links) {
    const locale = link.dataset['locale'];
    if (!isLocale(locale)) continue;
    link.href = `${localizePath(path, locale)}${loc.search}${loc.hash}`;
    link.addEventListener('click', () => writeLocaleCookie(locale, loc));
  }
}
