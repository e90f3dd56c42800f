import { defaultLocale, routes, type Locale, type Route, type RouteId } from '../routes.ts';
import { localizePath } from './paths.ts';

type ParamsOf<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? { [K in N]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? { [K in N]: string }
    : Record<never, never>;

export type RouteParams<Id extends RouteId> = ParamsOf<Extract<Route, { id: Id }>['path']>;

export function routeById<Id extends RouteId>(id: Id): Extract<Route, { id: Id }> {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route as Extract<Route, { id: Id }>;
}

/** Typed link to a route: `href('offerLogin', { token }, 'en')`. */
export function href<Id extends RouteId>(
  id: Id,
  ...[params, locale = defaultLocale]: keyof RouteParams<Id> extends never
    ? [params?: RouteParams<Id>, locale?: Locale]
    : [params: RouteParams<Id>, locale?: Locale]
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = routeById(id).path.replace(/:([a-z]+)/gi, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} for route ${id}`);
    return encodeURIComponent(value);
  });
  return localizePath(path, locale);
}
