import { paramRules, routes, type ParamName, type Route, type RouteDef } from '../routes.ts';
import { isParam, localizePath, segmentsOf, splitLocale } from './paths.ts';
import { shellPath } from './patterns.ts';

export type RouteMatch =
  | { kind: 'route'; route: Route; params: Record<string, string> }
  | { kind: 'invalid-param'; route: Route }
  | { kind: 'not-found' };

/** `1` per static and `0` per parameter segment: static segments beat parameters. */
export function specificity(route: RouteDef): string {
  return segmentsOf(route.path)
    .map((s) => (isParam(s) ? '0' : '1'))
    .join('');
}

/**
 * Routes in matching order, each with its path's segments: at each position a static segment
 * before a parameter. Split and keyed once per route: every page's start matches its path
 * several times (page name, remembered path), and a sort that split both paths of every
 * comparison again took 0.5–0.8 ms of it (Node, cold; 0.2 ms keyed once). Compared by code
 * unit, not `localeCompare`: its first call sets up a collator, 25–45 ms of every page's start
 * (measured unthrottled on a 2-core machine; four times that on a slow phone).
 */
const matchOrder: readonly { route: Route; pattern: readonly string[]; key: string }[] = routes
  .map((route) => ({ route, pattern: segmentsOf(route.path), key: specificity(route) }))
  .sort((a, b) => (a.key === b.key ? 0 : a.key < b.key ? 1 : -1));

export const routesBySpecificity: readonly Route[] = matchOrder.map(({ route }) => route);

/**
 * Match a locale-free path. A path that has a route's shape but breaks a parameter
 * rule is `invalid-param` (404 'Page Not Found: {path}'); anything else unknown is
 * `not-found` (404 'Page not found').
 */
export function matchRoute(path: string): RouteMatch {
  const segments = segmentsOf(path);
  let invalid: Route | undefined;
  for (const { route, pattern } of matchOrder) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let shape = true;
    let valid = true;
    pattern.forEach((p, i) => {
      const actual = segments[i] ?? '';
      if (!isParam(p)) {
        if (p !== actual) shape = false;
        return;
      }
      const name = p.slice(1) as ParamName;
      let decoded: string;
      try {
        decoded = decodeURIComponent(actual);
      } catch {
        valid = false;
        return;
      }
      if (!paramRules[name].test(decoded)) valid = false;
      params[name] = decoded;
    });
    if (!shape) continue;
    if (valid) return { kind: 'route', route, params };
    invalid ??= route;
  }
  return invalid ? { kind: 'invalid-param', route: invalid } : { kind: 'not-found' };
}

/** Analytics page name for a concrete path; tokens never leave the browser this way. */
export function trackingName(pathname: string): string | undefined {
  const match = matchRoute(splitLocale(pathname).path);
  return match.kind === 'route' ? match.route.tracking : undefined;
}

/**
 * A path as the page it shows, without its token (`/en/angebot/<token>/danke` →
 * `/en/angebot/_token_/danke`): what the tab may remember of the pages it showed. A path
 * of no route stays as it is (it opens nothing).
 */
export function tokenFreePath(pathname: string): string {
  const { locale, path } = splitLocale(pathname);
  const match = matchRoute(path);
  return match.kind === 'route' ? localizePath(shellPath(match.route), locale) : pathname;
}
