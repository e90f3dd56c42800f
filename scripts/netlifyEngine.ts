/**
 * A built site answered by Netlify's own rule engine: its `_redirects` parsed by Netlify's
 * parser (@netlify/redirect-parser) and matched by Netlify's redirect matcher
 * (netlify-redirector, the WebAssembly build netlify-cli runs), files found by Netlify's static
 * lookup (@netlify/static) and `_headers` applied by Netlify's headers engine
 * (@netlify/headers). What joins them follows Netlify's documented order, as netlify-cli's
 * `netlify dev` proxy does: a rule yields to a file at its path unless forced (`!`); 3xx
 * redirects; 200 and 404 rewrite to their target with that status; an absolute target is
 * proxied; without a rule a missing file gets `/404.html` with 404. Headers follow the path
 * the visitor asked for. The rules are Netlify's; the file server is this one.
 */
import { join } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { StaticHandler } from '@netlify/static';
import redirector, { type MatchedRule } from 'netlify-redirector';

export interface NetlifyEngine {
  fetch: (request: Request) => Promise<Response>;
  /** What Netlify's parsers refused in `_redirects` and `_headers` (none, for a good build). */
  problems: () => string[];
}

interface ParsedRedirect {
  from: string;
  query?: Record<string, string>;
  conditions?: Record<string, string[]>;
}

const cookiesOf = (request: Request) =>
  Object.fromEntries(
    (request.headers.get('cookie') ?? '')
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter(([name]) => name)
      .map(([name = '', ...value]) => [name, decodeURIComponent(value.join('='))]),
  );

/** A response whose headers can still be set (a fetched one's are read-only). */
const withStatus = (response: Response, status = response.status) =>
  new Response(response.body, { status, headers: new Headers(response.headers) });

export async function netlifyEngine(site: string): Promise<NetlifyEngine> {
  const problems: string[] = [];
  const parsed = await parseAllRedirects({
    redirectsFiles: [join(site, '_redirects')],
    configRedirects: [],
    minimal: false,
  });
  problems.push(...parsed.errors.map((e: { message: string }) => `_redirects: ${e.message}`));
  // The matcher's rule shape, as @netlify/redirects hands it over.
  const rules = (parsed.redirects as ParsedRedirect[]).map(({ from, query, ...rule }) => ({
    ...rule,
    origin: from,
    params: query,
  }));
  const matcher = await redirector.parseJSON(JSON.stringify(rules), {
    jwtSecret: '',
    jwtRoleClaim: '',
  });
  const files = new StaticHandler({ directory: site });
  const headers = new HeadersHandler({
    projectDir: site,
    logger: { error: (message: string) => problems.push(`_headers: ${message}`) },
  });

  const file = async (url: URL, status?: number) => {
    const found = await files.match(new Request(url));
    return found ? withStatus(await found.handle(), status) : undefined;
  };
  const notFound = async (url: URL) =>
    (await file(new URL('/404.html', url), 404)) ?? new Response('Not Found', { status: 404 });

  const follow = async (request: Request, rule: MatchedRule, url: URL): Promise<Response> => {
    const target = new URL(rule.to, url);
    if (target.search === '') target.search = url.search;
    if (rule.status >= 300 && rule.status < 400)
      return new Response(null, { status: rule.status, headers: { location: target.href } });
    if (target.origin !== url.origin) {
      const answer = await fetch(target, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        // @ts-expect-error Node's fetch needs it to stream a request body.
        duplex: 'half',
      });
      return withStatus(answer);
    }
    return (await file(target, rule.status)) ?? notFound(url);
  };

  return {
    problems: () => problems,
    fetch: async (request) => {
      const url = new URL(request.url);
      const cookies = cookiesOf(request);
      const rule = matcher.match({
        scheme: url.protocol.replace(/:$/, ''),
        host: url.hostname,
        path: decodeURIComponent(url.pathname),
        query: url.search.slice(1),
        getHeader: (name) => request.headers.get(name) ?? '',
        getCookie: (name) => cookies[name] ?? '',
      });
      const own = await file(url);
      const response =
        rule && (rule.force || !own)
          ? await follow(request, rule, url)
          : (own ?? (await notFound(url)));
      await headers.apply(request, response);
      return response;
    },
  };
}
