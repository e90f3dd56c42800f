import { routes, type Locale, type Route } from './routes.ts';
import { localizePath } from './routing/paths.ts';
import { shellPath } from './routing/patterns.ts';

/** The static HTML file of a route in a locale. */
export interface RouteShell {
  kind: 'route';
  locale: Locale;
  url: string;
  route: Route;
}

/** A static HTML file the build emits for one brand. */
export type Shell =
  | RouteShell
  | { kind: 'not-found'; locale: Locale; url: string }
  | { kind: 'components'; locale: Locale; url: string };

/** Where a locale's 404 page lives; the edge and host rules serve it with status 404. */
export const notFoundUrl = (locale: Locale): string => localizePath('/404', locale);

/** The test-only page that renders every shared component for the browser tests. */
export const COMPONENTS_URL = '/__components';
export const componentsShell: Shell = { kind: 'components', locale: 'de', url: COMPONENTS_URL };

/**
 * Every shell a brand's site has: each route in each language it offers (its
 * `availableLanguages`) and a 404 page per language. No other language is built.
 */
export function shells(offered: readonly Locale[]): Shell[] {
  const list: Shell[] = [];
  for (const locale of offered) {
    for (const route of routes)
      list.push({ kind: 'route', locale, route, url: localizePath(shellPath(route), locale) });
    list.push({ kind: 'not-found', locale, url: notFoundUrl(locale) });
  }
  return list;
}

/**
 * `dist/<slug>/…` file of a shell URL: Astro's directory format, except that Astro emits
 * its special root `/404` route as `404.html` (the file static hosts serve on their own).
 */
export function shellFile(url: string): string {
  if (url === '/') return 'index.html';
  if (url === '/404') return '404.html';
  return `${url.replace(/^\//, '').replace(/\/$/, '')}/index.html`;
}

/** The 404 document a host serves for a locale, as an absolute path in the brand folder. */
export const notFoundFile = (locale: Locale): string => `/${shellFile(notFoundUrl(locale))}`;

/** The `[...rest]` parameter Astro needs for a shell URL (`undefined` for the root). */
export const shellParam = (url: string): string | undefined =>
  url === '/' ? undefined : url.replace(/^\//, '').replace(/\/$/, '');
