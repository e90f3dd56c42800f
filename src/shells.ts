import { locales, localizePath, routes, shellPath, type Locale, type Route } from './routes.ts';

/** A static HTML file the build emits for one brand. */
export type Shell =
  | { kind: 'route'; locale: Locale; url: string; route: Route }
  | { kind: 'not-found'; locale: Locale; url: string }
  | { kind: 'components'; locale: Locale; url: string };

/** Where a locale's 404 page lives; the edge and host rules serve it with status 404. */
export const notFoundUrl = (locale: Locale): string => localizePath('/404', locale);

/** The test-only page that renders every shared component for the browser tests. */
export const COMPONENTS_URL = '/__components';

/** Every shell: each route in each locale, a 404 page per locale, and optionally the components page. */
export function shells({ components = false } = {}): Shell[] {
  const list: Shell[] = [];
  for (const locale of locales) {
    for (const route of routes) list.push({ kind: 'route', locale, route, url: localizePath(shellPath(route), locale) });
    list.push({ kind: 'not-found', locale, url: notFoundUrl(locale) });
  }
  if (components) list.push({ kind: 'components', locale: 'de', url: COMPONENTS_URL });
  return list;
}

/** `dist/<slug>/…` file of a shell URL (Astro's directory format). */
export function shellFile(url: string): string {
  return url === '/' ? 'index.html' : `${url.replace(/^\//, '').replace(/\/$/, '')}/index.html`;
}
