import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Socket } from 'node:net';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { proxy } from 'hono/proxy';
import {
  bodyTooLarge,
  callLimits,
  fileTooLarge,
  maxBodyBytesFor,
} from '../src/api/contract/bodyLimit.ts';
import { calls, isMultipart, type CallDef } from '../src/api/contract/calls.ts';
import { BRAND_HEADER } from '../src/api/contract/headers.ts';
import { loadBrands } from '../src/brand/registry.ts';
import { BRAND_COOKIE, resolveBrand } from '../src/brand/resolve.ts';
import { LOCALE_COOKIE } from '../src/i18n/localeCookie.ts';
import {
  isPagePath,
  storableLocales,
  storedLocaleRedirect,
  unofferedLocaleRedirect,
} from '../src/i18n/localeRedirect.ts';
import { defaultLocale, type Locale } from '../src/routes.ts';
import { localizePath, splitLocale } from '../src/routing/paths.ts';
import { matchRoute } from '../src/routing/match.ts';
import { hasParams, shellPath, SHELL_PLACEHOLDER } from '../src/routing/patterns.ts';
import type { CspSettings } from '../src/security/csp.ts';
import { cacheControl, securityHeaders } from '../src/security/headers.ts';
import { notFoundFile, shellFile } from '../src/shells.ts';
import { API_METHODS, edgeErrors, type EdgeErrorName } from './edgeErrors.ts';
import type { HostBrand } from './hostRules/site.ts';
import { refusalToListen } from '../sandbox/listen.ts';
import { DEFAULT_UPSTREAM_TIMEOUT_MS, edgeSettings, isLoopback } from './settings.ts';

/**
 * The local edge server: what a CDN does in front of the static builds. It picks the brand
 * per request, rewrites token routes to their shell, answers unknown paths and bad tokens
 * with the locale's 404 page, forwards /api/* and adds the security and cache headers.
 * scripts/hostRules.ts writes the same behaviour for static hosts and nginx.
 */
export interface EdgeOptions {
  /** Folder with one `<slug>/` build per brand. */
  distDir: string;
  /** Every brand, in list order; only those with a build folder are served. */
  brands: readonly HostBrand[];
  /** Base URL of the API; `/api/…` keeps its path there. */
  apiUpstream: string;
  /** Give up on an API answer after this long: 504 UpstreamTimeout (default 30 s). */
  upstreamTimeoutMs?: number;
  /** API origin for connect-src and the CSP report URL. */
  csp?: CspSettings;
}

type EdgeEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: { siteDir: string; brand: string; languages: readonly Locale[] };
};
type EdgeContext = Context<EdgeEnv>;

const BRAND_COOKIE_MAX_AGE = 31536000;

const isHttps = (c: EdgeContext) =>
  c.req.header('x-forwarded-proto') === 'https' || new URL(c.req.url).protocol === 'https:';

/** Shell folders and CDN rule files exist in the build but are no addresses. */
const isArtefact = (path: string) =>
  path.split('/').includes(SHELL_PLACEHOLDER) || /^\/_(redirects|headers)$/.test(path);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Puts `message` in place of the first text inside the `[data-not-found-message]` element,
 * keeping its markup (`<p data-not-found-message><code>Page not found</code></p>`).
 */
export function withNotFoundMessage(html: string, message: string): string {
  return html.replace(
    /(<(\w+)\b[^>]*\sdata-not-found-message\b[^>]*>)([\s\S]*?)(<\/\2>)/,
    (_all, open: string, _tag: string, inner: string, close: string) =>
      open +
      inner.replace(
        /(^|>)[^<]*[^<\s][^<]*/,
        (_text, before: string) => before + escapeHtml(message),
      ) +
      close,
  );
}

async function notFoundPage(c: EdgeContext, message?: string): Promise<Response> {
  const { locale } = splitLocale(new URL(c.req.url).pathname);
  for (const candidate of new Set([locale, defaultLocale])) {
    const html = await readFile(join(c.get('siteDir'), notFoundFile(candidate)), 'utf8').catch(
      () => undefined,
    );
    if (html !== undefined) return c.html(message ? withNotFoundMessage(html, message) : html, 404);
  }
  return c.text(message ?? 'Page not found', 404);
}

/**
 * A page in a language the brand does not offer: its German page (`/tr/angebot` →
 * `/angebot`); that language was never built.
 */
function unofferedLanguage(c: EdgeContext): Response | undefined {
  const url = new URL(c.req.url);
  const target = unofferedLocaleRedirect(url.pathname, url.search, c.get('languages'));
  return target === undefined ? undefined : c.redirect(target, 302);
}

/**
 * A page without a language prefix, with another language the brand offers stored (SPEC §9
 * locale cookie): that language's page, before anything German is sent. The answer depends
 * on the cookie, so every unprefixed page of a brand with languages to store says so.
 */
async function storedLanguage(
  c: EdgeContext,
  next: () => Promise<void>,
): Promise<Response | undefined> {
  const url = new URL(c.req.url);
  const offered = c.get('languages');
  const varies = storableLocales(offered).length > 0 && isPagePath(url.pathname);
  const stored = getCookie(c, LOCALE_COOKIE);
  const target = storedLocaleRedirect(url.pathname, url.search, stored, offered);
  if (target !== undefined) {
    c.header('Vary', 'Cookie');
    return c.redirect(target, 302);
  }
  await next();
  if (varies) c.header('Vary', 'Cookie', { append: true });
  return undefined;
}

const apiError = (c: EdgeContext, name: EdgeErrorName, headers: Record<string, string> = {}) =>
  c.json(edgeErrors[name].body, edgeErrors[name].status, headers);

/** The address the connection came from; what the client writes in headers is not evidence. */
function clientAddress(c: EdgeContext): string | undefined {
  if (!c.env?.incoming) return undefined;
  return getConnInfo(c as Context).remote.address;
}

const allowedMethods = new Set<string>(API_METHODS);

/** Upload calls: their 413 is a field error on the file, with the file's own limit. */
const uploads = callLimits.flatMap((limit) => {
  const def: CallDef = calls[limit.name];
  return isMultipart(def.body) ? [{ pattern: limit.pattern, maxBytes: def.body.maxBytes }] : [];
});

/**
 * 413 above the largest body the contract allows for the call (an upload's own limit, a
 * JSON body's bound), before it is forwarded: a length that says so is refused at once, a
 * body without one once it grows past the limit. The connection closes, so the rest of an
 * oversized body is never read.
 */
const limitApiBody = async (c: EdgeContext, next: () => Promise<void>) => {
  const maxSize = maxBodyBytesFor(c.req.method, c.req.path);
  const upload = uploads.find((u) => u.pattern.test(c.req.path));
  const middleware = bodyLimit({
    maxSize,
    onError: (ctx) =>
      ctx.json(upload ? fileTooLarge(upload.maxBytes) : bodyTooLarge(maxSize), 413, {
        Connection: 'close',
      }),
  });
  return middleware(c as Context, next);
};

async function forwardApi(
  c: EdgeContext,
  apiUpstream: string,
  timeoutMs: number,
): Promise<Response> {
  if (!allowedMethods.has(c.req.method))
    return apiError(c, 'MethodNotAllowed', { Allow: API_METHODS.join(', ') });
  const url = new URL(c.req.url);
  const client = clientAddress(c);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  try {
    return await proxy(`${apiUpstream.replace(/\/$/, '')}${url.pathname}${url.search}`, {
      raw: c.req.raw,
      signal: AbortSignal.any([c.req.raw.signal, timeout.signal]),
      headers: {
        ...c.req.header(),
        host: undefined,
        connection: undefined,
        // Node has already answered 100 Continue to the client; fetch refuses the header.
        expect: undefined,
        // Replaced, never appended to: a client cannot choose the address the API limits.
        forwarded: undefined,
        'x-forwarded-for': client,
        'x-real-ip': client,
        'x-forwarded-host': c.req.header('host'),
        'x-forwarded-proto': isHttps(c) ? 'https' : 'http',
        // The brand of the site this host serves, over whatever the client wrote: the API
        // binds each call to it (the access table of src/api/contract/access.ts).
        [BRAND_HEADER.toLowerCase()]: c.get('brand'),
      },
    });
  } catch {
    return apiError(c, timeout.signal.aborted ? 'UpstreamTimeout' : 'UpstreamUnavailable');
  } finally {
    clearTimeout(timer);
  }
}

export function createEdgeApp({
  distDir,
  brands,
  apiUpstream,
  upstreamTimeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS,
  csp = {},
}: EdgeOptions): Hono<EdgeEnv> {
  const root = resolve(distDir);
  const app = new Hono<EdgeEnv>();

  app.use(async (c, next) => {
    const built = brands.filter((b) => existsSync(join(root, b.slug)));
    if (built.length === 0) return c.text(`No brand build in ${root}: run npm run build`, 503);
    // An API call's own query (the decline link's `brand=`) never picks the brand: the
    // brand of a call is the site's, by host (or, on a shared host, the stored choice).
    const api = c.req.path.startsWith('/api/');
    const { brand, source } = resolveBrand(built, {
      host: c.req.header('host') ?? null,
      query: api ? null : (c.req.query('brand') ?? null),
      stored: getCookie(c, BRAND_COOKIE) ?? null,
    });
    c.set('siteDir', join(root, brand.slug));
    c.set('brand', brand.slug);
    c.set('languages', brand.availableLanguages);
    await next();
    const html = /^text\/html\b/.test(c.res.headers.get('content-type') ?? '');
    const headers = securityHeaders(brand, {
      ...csp,
      kind: html ? 'page' : 'resource',
      plainHttp: !isHttps(c),
    });
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    c.header('Cache-Control', cacheControl(c.req.path));
    if (source === 'query') {
      setCookie(c, BRAND_COOKIE, brand.slug, {
        path: '/',
        maxAge: BRAND_COOKIE_MAX_AGE,
        sameSite: 'Lax',
        secure: isHttps(c),
      });
    }
    return undefined;
  });
  app.all('/api/*', limitApiBody, (c) => forwardApi(c, apiUpstream, upstreamTimeoutMs));
  app.use(async (c, next) => unofferedLanguage(c) ?? (await next()));
  app.use(storedLanguage);
  app.use((c, next) => (isArtefact(c.req.path) ? notFoundPage(c) : next()));
  // The build wrote .br and .gz beside each compressible file (scripts/precompress.ts).
  app.get('*', (c, next) => serveStatic({ root: c.get('siteDir'), precompressed: true })(c, next));
  app.get('*', (c, next) => {
    const { locale, path } = splitLocale(new URL(c.req.url).pathname);
    const match = matchRoute(path);
    if (match.kind === 'invalid-param') return notFoundPage(c, `Page Not Found: ${c.req.path}`);
    if (match.kind !== 'route' || !hasParams(match.route)) return next();
    const shell = shellFile(localizePath(shellPath(match.route), locale));
    return serveStatic({ root: c.get('siteDir'), path: shell, precompressed: true })(c, next);
  });
  app.all('*', (c) => notFoundPage(c));
  return app;
}

export interface StartEdgeOptions extends Partial<EdgeOptions> {
  /** 0 picks a free port. */
  port?: number;
  /** The address to listen on; default `EDGE_HOST` (loopback). */
  hostname?: string;
  /** No startup lines (benchmarks, tests). */
  quiet?: boolean;
  /** Where the startup lines go. */
  log?: (line: string) => void;
}

export interface RunningEdge {
  server: ServerType;
  port: number;
  close: () => Promise<void>;
}

/** Status of an answer Node's HTTP parser gives up on, by its error code. */
const parserStatus: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * The answer to a request Node's parser refuses before the app sees it (an unknown
 * method, malformed or oversized headers): Node's own has no security headers, this one
 * has the same as every other answer that is no page.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Socket,
  headers: Record<string, string>,
) {
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason] = parserStatus[error.code ?? ''] ?? [400, 'Bad Request'];
  const body = JSON.stringify({ code: reason.replace(/ /g, ''), message: reason });
  const lines = Object.entries({
    ...headers,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * Starts the edge server; defaults: PORT or 4321, `dist/`, the settings of the environment.
 * In front of a sandbox (an API on this machine) it listens beyond loopback only where the
 * sandbox itself may (`refusalToListen`): its `/api` would hand anyone who reaches the site
 * the sandbox's forgeable prefill links.
 */
export function startEdge(options: StartEdgeOptions = {}): Promise<RunningEdge> {
  const settings = edgeSettings();
  const {
    port = Number(process.env['PORT'] || 4321),
    hostname = settings.host,
    distDir = resolve(import.meta.dirname, '../dist'),
    brands = loadBrands(),
    apiUpstream = settings.apiUpstream,
    upstreamTimeoutMs = settings.upstreamTimeoutMs,
    csp = { apiBaseUrl: settings.apiBaseUrl, reportUrl: settings.cspReportUrl },
    quiet = false,
    log = quiet ? () => {} : console.log,
  } = options;
  const refusal = isLoopback(URL.parse(apiUpstream)?.hostname ?? '')
    ? refusalToListen(hostname, `The site (its /api is the sandbox at ${apiUpstream})`)
    : undefined;
  if (refusal) return Promise.reject(new Error(refusal));
  const app = createEdgeApp({ distDir, brands, apiUpstream, upstreamTimeoutMs, csp });
  return new Promise((done) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
      log(`Edge server on port ${info.port}, API at ${apiUpstream}:`);
      for (const b of brands) {
        const built = existsSync(join(distDir, b.slug))
          ? ''
          : `  (not built: ${join(distDir, b.slug)} is missing)`;
        log(`  ${b.slug.padEnd(12)} http://${b.slug}.localhost:${info.port}/${built}`);
      }
      const first = brands[0];
      const headers = first ? securityHeaders(first, { ...csp, kind: 'resource' }) : {};
      server.on('clientError', (error: Error, socket: Socket) =>
        answerClientError(error, socket, headers),
      );
      done({
        server,
        port: info.port,
        close: () =>
          new Promise((closed, failed) => server.close((e) => (e ? failed(e) : closed()))),
      });
    });
  });
}

if (import.meta.main) {
  const edge = await startEdge();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void edge.close());
}
