import { ADDRESS_CLEANED } from '../analytics/addressSecrets.ts';
import { mayLeave } from '../layouts/leaving.ts';
import { PATH_CHANGE } from '../layouts/pathChange.ts';
import { localizePath, splitLocale } from '../routing/paths.ts';
import { isLocale } from './isLocale.ts';
import { storeLocaleCookie, writeLocaleCookie } from './localeCookie.ts';

/**
 * Points every language switcher link at the page the visitor is on, in that link's
 * language. The static shell only knows its placeholder path; the address bar holds
 * the real token, query and hash, and a step within a shared document changes them
 * without a page load, as does a page taking a secret out of its query (which the links
 * must not carry back to the server). A click stores the choice in the locale cookie and then loads the
 * page in that language, once a screen holding answers a page load loses has asked the
 * customer (`mayLeave`).
 */
export function initLanguageSwitch(
  doc: Document = document,
  loc: Pick<Location, 'pathname' | 'search' | 'hash' | 'protocol'> = location,
  navigate: (href: string) => void = (href) => location.assign(href),
): void {
  const localeOf = new Map(
    [...doc.querySelectorAll<HTMLAnchorElement>('.language-switcher a[data-locale]')].flatMap(
      (link) => {
        const locale = link.dataset['locale'];
        return isLocale(locale) ? [[link, locale] as const] : [];
      },
    ),
  );
  const point = () => {
    const { path } = splitLocale(loc.pathname);
    for (const [link, locale] of localeOf)
      link.href = `${localizePath(path, locale)}${loc.search}${loc.hash}`;
  };
  // On the document, in the capture phase: before the listener that loads the next link
  // fully after a release (release/nextNavigation.ts), which would load the page before the
  // choice is stored.
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const link = typeof target?.closest === 'function' ? target.closest('a') : null;
      const locale = link ? localeOf.get(link) : undefined;
      if (!link || !locale) return;
      const win = doc.defaultView ?? window;
      // A modified click opens another tab (this page stays); a click another handler took
      // has been dealt with; a click while offline is held back by the offline notice
      // (layouts/offlineLinks.ts).
      const leavesThisPage = !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
      if (!leavesThisPage || event.defaultPrevented || win.navigator.onLine === false) {
        writeLocaleCookie(locale, loc);
        return;
      }
      // The page loads once the choice is stored: the edge redirects by it.
      event.preventDefault();
      const proceed = () => void storeLocaleCookie(locale, loc).then(() => navigate(link.href));
      if (mayLeave({ reason: 'language', proceed }, win)) proceed();
    },
    { capture: true },
  );
  point();
  doc.defaultView?.addEventListener(PATH_CHANGE, point);
  doc.defaultView?.addEventListener(ADDRESS_CLEANED, point);
}
