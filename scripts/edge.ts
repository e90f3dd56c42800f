import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import { proxy } from 'hono/proxy';
import { loadBrands } from '../src/brand/registry.ts';
import { BRAND_COOKIE, resolveBrand } from '../src/brand/resolve.ts';
import {
  defaultLocale,
  hasParams,
  localizePath,
  matchRoute,
  shellPath,
  splitLocale,
  SHELL_PLACEHOLDER,
} from '../src/routes.ts';
import { cacheControl, securityHeaders } from '../src/security/headers.ts';
import { notFoundFile, shellFile } from '../src/shells.ts';
import type { HostBrand } from './hostRules.ts';

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
}

type EdgeEnv = { Variables: { siteDir: string } };
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

async function forwardApi(c: EdgeContext, apiUpstream: string): Promise<Response> {
  const url = new URL(c.req.url);
  try {
    return await proxy(`${apiUpstream.replace(/\/$/, '')}${url.pathname}${url.search}`, {
      raw: c.req.raw,
      headers: {
        ...c.req.header(),
        host: undefined,
        connection: undefined,
        'x-forwarded-host': c.req.header('host'),
        'x-forwarded-proto': isHttps(c) ? 'https' : 'http',
      },
    });
  } catch {
    return c.json({ code: 'UpstreamUnavailable' }, 502);
  }
}

export function createEdgeApp({ distDir, brands, apiUpstream }: EdgeOptions): Hono<EdgeEnv> {
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
    await next();
    for (const [name, value] of Object.entries(securityHeaders(brand))) c.header(name, value);
    // API responses keep the API's own cache policy when it sends one.
    const apiPolicy = c.req.path.startsWith('/api/') && c.res.headers.has('Cache-Control');
    if (!apiPolicy) c.header('Cache-Control', cacheControl(c.req.path));
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
  app.use(compress());

  app.all('/api/*', (c) => forwardApi(c, apiUpstream));
  app.use((c, next) => (isArtefact(c.req.path) ? notFoundPage(c) : next()));
  app.get('*', (c, next) => serveStatic({ root: c.get('siteDir') })(c, next));
  app.get('*', (c, next) => {
    const { locale, path } = splitLocale(new URL(c.req.url).pathname);
    const match = matchRoute(path);
    if (match.kind === 'invalid-param') return notFoundPage(c, `Page Not Found: ${c.req.path}`);
    if (match.kind !== 'route' || !hasParams(match.route)) return next();
    const shell = shellFile(localizePath(shellPath(match.route), locale));
    return serveStatic({ root: c.get('siteDir'), path: shell })(c, next);
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

/** Starts the edge server; defaults: PORT or 4321, `dist/`, API_UPSTREAM or the sandbox port. */
export function startEdge(options: StartEdgeOptions = {}): Promise<RunningEdge> {
  const {
    port = Number(process.env['PORT'] || 4321),
    hostname,
    distDir = resolve(import.meta.dirname, '../dist'),
    brands = loadBrands(),
    apiUpstream = process.env['API_UPSTREAM'] ||
      `http://127.0.0.1:${process.env['SANDBOX_PORT'] || 4322}`,
    quiet = false,
    log = quiet ? () => {} : console.log,
  } = options;
  const app = createEdgeApp({ distDir, brands, apiUpstream });
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
