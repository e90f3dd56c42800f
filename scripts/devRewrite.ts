import type { Plugin } from 'vite';
import { localizePath, splitLocale } from '../src/routing/paths.ts';
import { matchRoute } from '../src/routing/match.ts';
import { shellPath } from '../src/routing/patterns.ts';

/**
 * `astro dev` only knows the emitted shell paths; this rewrites a concrete token path to
 * its shell, as the edge server does in production, so flows can be developed with real tokens.
 */
export function devTokenRewrite(): Plugin {
  return {
    name: 'telco:dev-token-rewrite',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev');
        const { locale, path } = splitLocale(url.pathname);
        const match = matchRoute(path);
        if (match.kind === 'route' && Object.keys(match.params).length > 0) {
          req.url = `${localizePath(shellPath(match.route), locale)}${url.search}`;
        }
        next();
      });
    },
  };
}
