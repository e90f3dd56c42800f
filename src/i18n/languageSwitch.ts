import { mayLeave } from '../layouts/leaving.ts';
import { PATH_CHANGE } from '../layouts/pathChange.ts';
import { localizePath, splitLocale } from '../routing/paths.ts';
import { isLocale } from './isLocale.ts';
import { writeLocaleCookie } from './localeCookie.ts';

/**
 * Points every language switcher link at the page the visitor is on, in that link's
 * language. The static shell only knows its placeholder path; the address bar holds
 * the real token, query and hash, and a step within a shared document changes them
 * without a page load. A click stores the choice in the locale cookie and loads the page
 * in that language, once a screen holding answers a page load loses has asked the
 * customer (`mayLeave`).
 */
export function initLanguageSwitch(
  doc: Document = document,
  loc: Pick<Location, 'pathname' | 'search' | 'hash' | 'protocol'> = location,
  navigate: (href: string) => void = (href) => location.assign(href),
): void {
  const links = [
    ...doc.querySelectorAll<HTMLAnchorElement>('.language-switcher a[data-locale]'),
  ].flatMap((link) => {
    const locale = link.dataset['locale'];
    return isLocale(locale) ? [{ link, locale }] : [];
  });
  const point = () => {
    const { path } = splitLocale(loc.pathname);
    for (const { link, locale } of links)
      link.href = `${localizePath(path, locale)}${loc.search}${loc.hash}`;
  };
  for (const { link, locale } of links)
    link.addEventListener('click', (event) => {
      const win = doc.defaultView ?? window;
      const proceed = () => {
        writeLocaleCookie(locale, loc);
        navigate(link.href);
      };
      // A modified click opens another tab (this page stays); a click the page already
      // loads itself (after a release, release/nextNavigation.ts) has been asked about.
      const leavesThisPage = !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
      if (
        !leavesThisPage ||
        event.defaultPrevented ||
        mayLeave({ reason: 'language', proceed }, win)
      )
        writeLocaleCookie(locale, loc);
      else event.preventDefault();
    });
  point();
  doc.defaultView?.addEventListener(PATH_CHANGE, point);
}
