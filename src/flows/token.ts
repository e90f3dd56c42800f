import { splitLocale } from '../routing/paths.ts';
import { matchRoute } from '../routing/match.ts';

/** The offer token in the address bar (the static shell itself does not know it). */
export function tokenFromPath(pathname: string): string | undefined {
  const match = matchRoute(splitLocale(pathname).path);
  return match.kind === 'route' ? match.params['token'] : undefined;
}
