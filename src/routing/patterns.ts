import { paramRules, type ParamName, type RouteDef } from '../routes.ts';
import { isParam, segmentsOf } from './paths.ts';

/** A route's path as the build and the hosts serve it: its shell's path and its regex. */

/** Segment that stands for a parameter in the emitted shell; it fails TOKEN_RULE on purpose. */
export const SHELL_PLACEHOLDER = '_token_';

/** Path of the one static shell that serves every concrete path of this route. */
export function shellPath(route: RouteDef): string {
  return `/${segmentsOf(route.path)
    .map((s) => (isParam(s) ? SHELL_PLACEHOLDER : s))
    .join('/')}`;
}

/** Regular expression (nginx/PCRE and JS compatible) for a route's concrete paths. */
export function routeRegex(route: RouteDef): string {
  const body = segmentsOf(route.path)
    .map((s) =>
      isParam(s)
        ? `(${paramRules[s.slice(1) as ParamName].source.slice(1, -1)})`
        : s.replace(/[-]/g, '\\-'),
    )
    .join('/');
  return `^/${body}/?$`;
}

export const hasParams = (route: RouteDef): boolean => segmentsOf(route.path).some(isParam);
