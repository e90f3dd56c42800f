import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { proxy } from 'hono/proxy';
import { loadBrands } from '../src/brand/registry.ts';
import { BRAND_COOKIE, resolveBrand } from '../src/brand/resolve.ts';
import { LOCALE_COOKIE } from '../src/i18n/localeCookie.ts';
import {
  isPagePath,
  storableLocales,
  storedLocaleRedirect,
  unofferedLocaleRedirect,
} from '../src/i18n/localeRedirect.ts';
import {
  defaultLocale,
  hasParams,
  localizePath,
  matchRoute,
  shellPath,
  splitLocale,
  SHELL_PLACEHOLDER,
  type Locale,
} from '../src/routes.ts';
import type { CspSettings } from '../src/security/csp.ts';
import { cacheControl, securityHeaders } from '../src/security/headers.ts';
import { notFoundFile, shellFile } from '../src/shells.ts';
import { API_METHODS, edgeErrors, type EdgeErrorName } from './edgeErrors.ts';
import type { HostBrand } from './hostRules.ts';
import { DEFAULT_UPSTREAM_TIMEOUT_MS, edgeSettings } from './settings.ts';

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
  Variables: { siteDir: string; languages: readonly Locale[] };
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
        // Replaced, never appended to: a client cannot choose the address the API limits.
        forwarded: undefined,
        'x-forwarded-for': client,
        'x-real-ip': client,
        'x-forwarded-host': c.req.header('host'),
        'x-forwarded-proto': isHttps(c) ? 'https' : 'http',
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
    const { brand, source } = resolveBrand(built, {
      host: c.req.header('host') ?? null,
      query: c.req.query('brand') ?? null,
      stored: getCookie(c, BRAND_COOKIE) ?? null,
    });
    c.set('siteDir', join(root, brand.slug));
    c.set('languages', brand.availableLanguages);
    await next();
    const html = /^text\/html\b/.test(c.res.headers.get('content-type') ?? '');
    const headers = securityHeaders(brand, { ...csp, kind: html ? 'page' : 'resource' });
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
  app.all('/api/*', (c) => forwardApi(c, apiUpstream, upstreamTimeoutMs));
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

/** Starts the edge server; defaults: PORT or 4321, `dist/`, the settings of the environment. */
export function startEdge(options: StartEdgeOptions = {}): Promise<RunningEdge> {
  const settings = edgeSettings();
  const {
    port = Number(process.env['PORT'] || 4321),
    hostname,
    distDir = resolve(import.meta.dirname, '../dist'),
    brands = loadBrands(),
    apiUpstream = settings.apiUpstream,
    upstreamTimeoutMs = settings.upstreamTimeoutMs,
    csp = { apiBaseUrl: settings.apiBaseUrl, reportUrl: settings.cspReportUrl },
    quiet = false,
    log = quiet ? () => {} : console.log,
  } = options;
  const app = createEdgeApp({ distDir, brands, apiUpstream, upstreamTimeoutMs, csp });
  return new Promise((done) => {
    const server = serve({ fetch: app.fetch, port, ...(hostname ? { hostname } : {}) }, (info) => {
      log(`Edge server on port ${info.port}, API at ${apiUpstream}:`);
      for (const b of brands) {
        const built = existsSync(join(distDir, b.slug))
          ? ''
          : `  (not built: ${join(distDir, b.slug)} is missing)`;
        log(`  ${b.slug.padEnd(12)} http://${b.slug}.localhost:${info.port}/${built}`);
      }
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
