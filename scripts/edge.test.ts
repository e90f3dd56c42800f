import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEdgeApp, startEdge, withNotFoundMessage } from './edge.ts';
import type { HostBrand } from './hostRules/site.ts';
import { resourceCspHeader } from '../src/security/csp.ts';
import { astroMetaPolicy, httpsGrade } from '../src/security/testing.ts';

const TOKEN = 'Q2hlY2tUb2tlbjEyMzQ1Ng'; // 22 chars base64url
// Long enough that compression kicks in (threshold 1 KiB).
const padding = `<p>${'Lorem ipsum dolor sit amet. '.repeat(60)}</p>`;
const page = (marker: string) =>
  `<!doctype html><html><body><h1>${marker}</h1>${padding}</body></html>`;
const notFound = (heading: string) =>
  `<!doctype html><html><body><h1>${heading}</h1>` +
  `<p class="not-found-message" data-not-found-message><code>Page not found</code></p></body></html>`;

const files: Record<string, string | Buffer> = {
  'o2/index.html': page('o2 home'),
  'o2/angebot/index.html': page('o2 offer landing'),
  'o2/angebot/fehler/index.html': page('o2 offer error'),
  'o2/angebot/_token_/index.html': page('o2 offer shell'),
  'o2/angebot/_token_/login/index.html': page('o2 login shell de'),
  'o2/en/angebot/_token_/login/index.html': page('o2 login shell en'),
  'o2/404.html': notFound('Seite nicht gefunden'),
  'o2/en/404/index.html': notFound('Page not found (en)'),
  'o2/_astro/app.abc123.js': 'console.log("app");',
  'o2/_redirects': '/* /404.html 404',
  'o2/_headers': '/*\n  X-Test: 1',
  'o2/_astro/app.abc123.js.gz': gzipSync('console.log("app");'),
  'o2/_astro/app.abc123.js.br': brotliCompressSync('console.log("app");'),
  'aldi/index.html': page('aldi home'),
  'aldi/404.html': notFound('ALDI 404'),
};

// The fixture's o2 offers English; aldi German only.
const brands: HostBrand[] = [
  { slug: 'o2', hosts: ['o2.localhost', 'angebot.o2.example'], availableLanguages: ['de', 'en'] },
  { slug: 'aldi', hosts: ['aldi.localhost'], availableLanguages: ['de'] },
  // No build folder: never chosen.
  { slug: 'aetka', hosts: ['aetka.localhost'], availableLanguages: ['de'] },
];

let distDir: string;
let app: ReturnType<typeof createEdgeApp>;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'edge-dist-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(distDir, file)), { recursive: true });
    writeFileSync(join(distDir, file), text);
  }
  app = createEdgeApp({ distDir, brands, apiUpstream: 'http://127.0.0.1:9' });
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { host: 'o2.localhost:4321', ...headers } });

/** The page the edge answers `path` with, which must be a 404. */
async function notFoundPage(path: string, headers?: Record<string, string>): Promise<string> {
  const res = await get(path, headers);
  expect(res.status, path).toBe(404);
  expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
  return res.text();
}

/** The edge on a free loopback port, in front of `apiUpstream`. */
const listeningEdge = (apiUpstream = 'http://127.0.0.1:9') =>
  startEdge({ port: 0, hostname: '127.0.0.1', distDir, brands, apiUpstream, quiet: true });

/** An upstream API on a free loopback port; answers its URL and how to stop it. */
const listeningApi = (api: Hono) =>
  new Promise<{ url: string; close: () => Promise<void> }>((done) => {
    const server = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      done({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      }),
    );
  });

describe('brand selection', () => {
  it('picks the brand by host name, ignoring the port', async () => {
    const res = await get('/', { host: 'aldi.localhost:4321' });
    expect(await res.text()).toContain('aldi home');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('lets the host win over ?brand=', async () => {
    const res = await get('/?brand=aldi', { host: 'angebot.o2.example' });
    expect(await res.text()).toContain('o2 home');
  });

  it('picks the brand by ?brand= on an unknown host and remembers it in a cookie', async () => {
    const res = await get('/?brand=aldi', { host: 'localhost:4321' });
    expect(await res.text()).toContain('aldi home');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^brand=aldi;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const res = await get('/?brand=aldi', { host: 'localhost', 'x-forwarded-proto': 'https' });
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });

  it('picks the stored brand from the cookie', async () => {
    const res = await get('/', { host: 'localhost', cookie: 'brand=aldi' });
    expect(await res.text()).toContain('aldi home');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('falls back to the first brand, and skips brands without a build', async () => {
    expect(await (await get('/', { host: 'localhost' })).text()).toContain('o2 home');
    expect(await (await get('/?brand=nope', { host: 'localhost' })).text()).toContain('o2 home');
    expect(await (await get('/', { host: 'aetka.localhost' })).text()).toContain('o2 home');
    expect(await (await get('/?brand=aetka', { host: 'localhost' })).text()).toContain('o2 home');
  });
});

describe('pages', () => {
  it('serves folders with and without trailing slash', async () => {
    for (const path of ['/angebot', '/angebot/']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('o2 offer landing');
    }
  });

  it('serves a static page that looks like a token route', async () => {
    const res = await get('/angebot/fehler');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('o2 offer error');
  });

  it('serves the route shell for a valid token, per locale, with status 200', async () => {
    const de = await get(`/angebot/${TOKEN}/login`);
    expect(de.status).toBe(200);
    expect(de.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await de.text()).toContain('o2 login shell de');
    const en = await get(`/en/angebot/${TOKEN}/login/`);
    expect(en.status).toBe(200);
    expect(await en.text()).toContain('o2 login shell en');
    const offer = await get(`/angebot/${'a'.repeat(32)}`);
    expect(await offer.text()).toContain('o2 offer shell');
  });

  it('answers an invalid token with 404 and the path, HTML-escaped', async () => {
    const html = await notFoundPage('/angebot/<script>alert(1)');
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('<code>Page Not Found: /angebot/&#60;script&#62;alert(1)</code>');
    expect(html).not.toContain('<script>');
  });

  it('answers an invalid token in English with the English 404 page', async () => {
    const html = await notFoundPage('/en/angebot/short/login');
    expect(html).toContain('Page not found (en)');
    expect(html).toContain('Page Not Found: /en/angebot/short/login');
  });

  it('answers an unknown path with 404 "Page not found"', async () => {
    expect(await notFoundPage('/gibt-es-nicht')).toContain('<code>Page not found</code>');
    expect(await notFoundPage('/en/nothing/here')).toContain('Page not found (en)');
  });

  it('uses the brand’s own 404 page', async () => {
    expect(await notFoundPage('/nothing', { host: 'aldi.localhost' })).toContain('ALDI 404');
  });

  it('never serves shell folders or CDN rule files directly', async () => {
    for (const path of [
      '/angebot/_token_/login',
      '/angebot/_token_/login/index.html',
      '/angebot/_token_',
      '/en/angebot/_token_/login/',
      '/_redirects',
      '/_headers',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('shell');
    }
  });

  it('does not walk out of the brand folder', async () => {
    for (const path of [
      '/../aldi/index.html',
      '/%2e%2e/aldi/index.html',
      '/..%2Faldi%2Findex.html',
    ]) {
      const res = await get(path);
      expect(await res.text(), path).not.toContain('aldi home');
    }
  });
});

describe('languages', () => {
  const aldi = { host: 'aldi.localhost' };
  const stored = (locale: string, headers: Record<string, string> = {}) => ({
    ...headers,
    cookie: `brand=x; i18n_redirected=${locale}`,
  });

  it('sends a page of a language the brand does not offer to its German page', async () => {
    for (const [path, target] of [
      ['/en/kuendigung?x=1', '/kuendigung?x=1'],
      ['/tr/', '/'],
      [`/tr/angebot/${TOKEN}/login`, `/angebot/${TOKEN}/login`],
    ]) {
      const res = await get(path!, aldi);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(target);
      expect(res.headers.get('strict-transport-security'), path).toMatch(/max-age/);
    }
    expect((await get('/tr/angebot', { host: 'o2.localhost' })).status).toBe(302);
    // An offered language stays; a path below it that is no page is a 404, never a redirect.
    expect((await get(`/en/angebot/${TOKEN}/login`)).status).toBe(200);
    expect((await get('/tr/_astro/app.abc123.js', aldi)).status).toBe(404);
  });

  it('sends an unprefixed page to the stored language before anything German is sent', async () => {
    const res = await get(`/angebot/${TOKEN}/login?step=2`, stored('en'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/en/angebot/${TOKEN}/login?step=2`);
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(await res.text()).not.toContain('shell de');
    const home = await get('/', stored('en'));
    expect(home.headers.get('location')).toBe('/en/');
  });

  it('keeps a link that carries a language, German, and languages the brand lacks', async () => {
    const en = await get(`/en/angebot/${TOKEN}/login`, stored('de'));
    expect(en.status).toBe(200);
    expect(await en.text()).toContain('shell en');
    for (const cookie of ['de', 'tr', 'fr']) {
      const res = await get('/angebot', stored(cookie));
      expect(res.status, cookie).toBe(200);
    }
    const aldiHome = await get('/', { ...aldi, cookie: 'i18n_redirected=en' });
    expect(aldiHome.status).toBe(200);
    expect(aldiHome.headers.get('vary')).toBeNull();
  });

  it('tells caches that an unprefixed page depends on the cookie', async () => {
    const res = await get('/angebot', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect((await get('/en/angebot/fehler')).headers.get('vary') ?? '').not.toMatch(/Cookie/);
  });

  it('never moves the API, assets or release files', async () => {
    const script = await get('/_astro/app.abc123.js', stored('en'));
    expect(script.status).toBe(200);
    expect(script.headers.get('vary') ?? '').not.toMatch(/Cookie/);
    const api = await get('/api/offer/x', stored('en'));
    expect(api.status).not.toBe(302);
  });
});

describe('headers', () => {
  const security = (res: Response) => ({
    csp: res.headers.get('content-security-policy'),
    hsts: res.headers.get('strict-transport-security'),
    nosniff: res.headers.get('x-content-type-options'),
    referrer: res.headers.get('referrer-policy'),
    permissions: res.headers.get('permissions-policy'),
  });

  it('sends the security headers on 200 and 404 responses', async () => {
    for (const res of [await get('/'), await get(`/angebot/${TOKEN}/login`), await get('/nope')]) {
      const h = security(res);
      expect(h.csp).toContain("frame-ancestors 'none'");
      expect(h.csp).not.toContain('unsafe-eval');
      expect(h.hsts).toContain('max-age=31536000');
      expect(h.nosniff).toBe('nosniff');
      expect(h.referrer).toBe('strict-origin-when-cross-origin');
      expect(h.permissions).toContain('camera=()');
    }
  });

  it('caches hashed assets forever and revalidates pages', async () => {
    const asset = await get('/_astro/app.abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get(`/angebot/${TOKEN}`)).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/nope')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the precompressed copy the client accepts, never compressing per request', async () => {
    const plain = await get('/_astro/app.abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app");');
    const gz = await get('/_astro/app.abc123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toContain('Accept-Encoding');
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(
      Buffer.from(files['o2/_astro/app.abc123.js.gz'] ?? ''),
    );
    const br = await get('/_astro/app.abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    // A page without a compressed copy is sent as it is.
    const html = await get('/', { 'accept-encoding': 'gzip' });
    expect(html.headers.get('content-encoding')).toBeNull();
  });

  it('sends HTML the page policy and everything else a policy that allows nothing', async () => {
    expect((await get('/')).headers.get('content-security-policy')).not.toContain('default-src');
    expect((await get('/nope')).headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    );
    const script = await get('/_astro/app.abc123.js');
    expect(script.headers.get('content-security-policy')).toBe(resourceCspHeader());
  });

  it('asks browsers to upgrade requests to https only for a page that came over https', async () => {
    // WebKit upgrades even loopback: over http every script and API call would fail.
    const csp = async (headers: Record<string, string> = {}) =>
      (await get(`/angebot/${TOKEN}/login`, headers)).headers.get('content-security-policy');
    expect(await csp()).not.toContain('upgrade-insecure-requests');
    expect(await csp({ 'x-forwarded-proto': 'https' })).toContain('upgrade-insecure-requests');
  });

  it('scores A+ on the HTTP Observatory behind TLS, pages and scripts alike', async () => {
    const headersOf = async (path: string) =>
      Object.fromEntries((await get(path, { 'x-forwarded-proto': 'https' })).headers);
    const page = httpsGrade(await headersOf('/'), [astroMetaPolicy({})]);
    expect(page.grade, JSON.stringify(page.tests)).toBe('A+');
    const script = httpsGrade(await headersOf('/_astro/app.abc123.js'));
    expect(script.grade, JSON.stringify(script.tests)).toBe('A+');
  });

  it('logs nothing per request', async () => {
    const log = vi.spyOn(console, 'log');
    const error = vi.spyOn(console, 'error');
    await get('/');
    await get('/nope');
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('/api', () => {
  let upstream: ReturnType<typeof serve>;
  let upstreamUrl: string;

  beforeAll(async () => {
    const api = new Hono();
    api.get('/api/hang', () => new Promise<Response>(() => undefined));
    api.get('/api/cacheable', (c) => {
      c.header('Cache-Control', 'public, max-age=600');
      return c.json({ personal: 'data' });
    });
    api.all('*', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          method: c.req.method,
          path: c.req.path,
          query: c.req.query(),
          body: await c.req.text(),
          traceId: c.req.header('x-trace-id') ?? null,
          authorization: c.req.header('authorization') ?? null,
          forwardedHost: c.req.header('x-forwarded-host') ?? null,
          forwardedFor: c.req.header('x-forwarded-for') ?? null,
          realIp: c.req.header('x-real-ip') ?? null,
          forwarded: c.req.header('forwarded') ?? null,
          brand: c.req.header('x-brand') ?? null,
        },
        201,
      );
    });
    upstreamUrl = await new Promise<string>((done) => {
      upstream = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        done(`http://127.0.0.1:${info.port}`),
      );
    });
  });
  afterAll(() => new Promise<void>((done) => upstream.close(() => done())));

  it('forwards method, path, query, body and headers to the upstream', async () => {
    const edge = createEdgeApp({ distDir, brands, apiUpstream: upstreamUrl });
    const res = await edge.request('/api/offers/abc/accept?step=2', {
      method: 'POST',
      headers: {
        host: 'o2.localhost:4321',
        'content-type': 'application/json',
        'x-trace-id': 'trace-123',
        authorization: 'Bearer secret',
      },
      body: JSON.stringify({ accepted: true }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      method: 'POST',
      path: '/api/offers/abc/accept',
      query: { step: '2' },
      body: '{"accepted":true}',
      traceId: 'trace-123',
      authorization: 'Bearer secret',
      forwardedHost: 'o2.localhost:4321',
      forwardedFor: null,
      realIp: null,
      forwarded: null,
      brand: 'o2',
    });
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('passes the address of the connection, replacing what the client claims', async () => {
    const edge = createEdgeApp({ distDir, brands, apiUpstream: upstreamUrl });
    // What @hono/node-server hands the app: the socket the request came in on.
    const env = { incoming: { socket: { remoteAddress: '198.51.100.4' } } };
    for (let i = 0; i < 3; i++) {
      const res = await edge.request(
        '/api/offers/abc',
        {
          headers: {
            host: 'o2.localhost',
            'x-forwarded-for': `10.0.0.${i}, 192.0.2.1`,
            'x-real-ip': `10.0.0.${i}`,
            forwarded: `for=10.0.0.${i}`,
          },
        },
        env,
      );
      expect(await res.json()).toMatchObject({
        forwardedFor: '198.51.100.4',
        realIp: '198.51.100.4',
        forwarded: null,
      });
    }
  });

  it('names the brand of the host it serves in X-Brand, over what the client wrote', async () => {
    const edge = createEdgeApp({ distDir, brands, apiUpstream: upstreamUrl });
    const brandOf = async (host: string, path = '/api/offers/abc', headers = {}) =>
      (
        (await (await edge.request(path, { headers: { host, ...headers } })).json()) as {
          brand: string;
        }
      ).brand;
    expect(await brandOf('aldi.localhost:4321', '/api/offers/abc', { 'X-Brand': 'o2' })).toBe(
      'aldi',
    );
    expect(await brandOf('angebot.o2.example', '/api/declinemail?token=t&brand=aldi')).toBe('o2');
    // A shared host: the brand its pages were chosen by (the cookie), never the call's query.
    expect(await brandOf('localhost:4321', '/api/declinemail?brand=aldi')).toBe('o2');
    expect(await brandOf('localhost:4321', '/api/x', { cookie: 'brand=aldi' })).toBe('aldi');
  });

  it('never lets an API answer be stored, whatever the API says', async () => {
    const edge = createEdgeApp({ distDir, brands, apiUpstream: upstreamUrl });
    const res = await edge.request('/api/cacheable', { headers: { host: 'o2.localhost' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe(resourceCspHeader());
  });

  it('gives up on a silent upstream after the set time with 504 UpstreamTimeout', async () => {
    const edge = createEdgeApp({
      distDir,
      brands,
      apiUpstream: upstreamUrl,
      upstreamTimeoutMs: 200,
    });
    const started = Date.now();
    const res = await edge.request('/api/hang', { headers: { host: 'o2.localhost' } });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: 'UpstreamTimeout' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers methods the API does not know with 405, never 502', async () => {
    const edge = await listeningEdge(upstreamUrl);
    try {
      // Methods Node's parser does not know at all (BREW) it refuses with 400 itself.
      for (const method of ['TRACE', 'PROPFIND', 'PURGE', 'MKCOL']) {
        const { status, body, allow } = await new Promise<{
          status: number;
          body: string;
          allow: string | undefined;
        }>((done, fail) => {
          const req = httpRequest(
            { host: '127.0.0.1', port: edge.port, method, path: '/api/offers/abc' },
            (res) => {
              let text = '';
              res.on('data', (c: Buffer) => (text += c.toString()));
              res.on('end', () =>
                done({ status: res.statusCode ?? 0, body: text, allow: res.headers.allow }),
              );
            },
          );
          req.on('error', fail);
          req.end();
        });
        expect(status, method).toBe(405);
        expect(JSON.parse(body), method).toMatchObject({ code: 'MethodNotAllowed' });
        expect(allow).toContain('POST');
      }
    } finally {
      await edge.close();
    }
  });

  it('answers 502 UpstreamUnavailable when the upstream is down', async () => {
    const down = await new Promise<string>((done) => {
      const probe = serve({ fetch: () => new Response(), port: 0, hostname: '127.0.0.1' }, (info) =>
        probe.close(() => done(`http://127.0.0.1:${info.port}`)),
      );
    });
    const edge = createEdgeApp({ distDir, brands, apiUpstream: down });
    const res = await edge.request('/api/offers/abc', { headers: { host: 'o2.localhost' } });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'UpstreamUnavailable' });
  });
});

/**
 * Sends a body of `total` bytes to the edge in 64 KiB chunks, without ever holding it: with
 * a Content-Length that says so, or chunked. Stops writing once an answer arrives.
 */
function streamBody(
  port: number,
  path: string,
  total: number,
  options: {
    chunked?: boolean;
    host?: string;
    contentType?: string;
    expectContinue?: boolean;
  } = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown>; sent: number }> {
  return new Promise((done, failed) => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    let answered = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: {
        host: options.host ?? 'o2.localhost',
        'content-type': options.contentType ?? 'application/json',
        ...(options.chunked ? {} : { 'content-length': String(total) }),
        // As curl asks for a body over 1 MB: the body follows once the server says 100 Continue.
        ...(options.expectContinue ? { expect: '100-continue' } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, body: text, headers: res.headers, sent }),
      );
    });
    // Writing into a connection the edge closed: expected once it has answered.
    req.on('error', (error) => (answered ? undefined : failed(error)));
    const write = () => {
      while (!answered && sent < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    if (options.expectContinue) req.once('continue', write);
    else write();
  });
}

describe('request bodies at the edge', () => {
  let upstream: Awaited<ReturnType<typeof listeningApi>>;
  let edge: Awaited<ReturnType<typeof startEdge>>;
  const reached: string[] = [];

  beforeAll(async () => {
    const api = new Hono();
    api.all('*', async (c) => {
      reached.push(c.req.path);
      return c.json({ bytes: (await c.req.arrayBuffer()).byteLength });
    });
    upstream = await listeningApi(api);
    edge = await listeningEdge(upstream.url);
  });
  afterAll(async () => {
    await edge.close();
    await upstream.close();
  });

  const iban = '/api/validation/o2/iban';
  const MB = 1024 * 1024;

  it('answers 413 in the contract’s shape above the call’s limit, and forwards nothing', async () => {
    for (const chunked of [false, true]) {
      const res = await streamBody(edge.port, iban, 200 * MB, { chunked });
      expect(res.status, `chunked: ${chunked}`).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'PayloadTooLarge' });
      expect(res.headers['strict-transport-security']).toBeDefined();
      // It stopped long before 200 MB.
      expect(res.sent).toBeLessThan(50 * MB);
    }
    expect(reached).not.toContain(iban);
  });

  it('lets a body within the limit through', async () => {
    const res = await streamBody(edge.port, iban, 1024, { chunked: true });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ bytes: 1024 });
  });

  it('keeps the upload’s own limit: 10 MiB files, a field error above', async () => {
    const upload = '/api/o2/contracttermination/upload/3b241101-e2bb-4255-8caf-4136c566a962';
    const multipart = 'multipart/form-data; boundary=x';
    const within = await streamBody(edge.port, upload, 9 * MB, { contentType: multipart });
    expect(within.status).toBe(200);
    const over = await streamBody(edge.port, upload, 12 * MB, {
      chunked: true,
      contentType: multipart,
    });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body)).toMatchObject({
      errors: [{ field: 'file', code: 'fileTooLarge' }],
    });
  });

  it('forwards an upload sent with Expect: 100-continue, as curl sends one over 1 MB', async () => {
    const upload = '/api/o2/contracttermination/upload/3b241101-e2bb-4255-8caf-4136c566a962';
    const res = await streamBody(edge.port, upload, 2 * MB, {
      contentType: 'multipart/form-data; boundary=x',
      expectContinue: true,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ bytes: 2 * MB });
  });
});

describe('answers of the HTTP parser', () => {
  it('carry the security headers: 400 for an unknown method, 431 for huge headers', async () => {
    const edge = await listeningEdge();
    const raw = (text: string) =>
      new Promise<string>((done, failed) => {
        const socket = connect(edge.port, '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (c: Buffer) => (answer += c.toString()));
        socket.on('end', () => done(answer));
        socket.on('error', failed);
      });
    try {
      const unknown = await raw('BREW /api/offers HTTP/1.1\r\nHost: o2.localhost\r\n\r\n');
      expect(unknown).toMatch(/^HTTP\/1\.1 400 /);
      const huge = await raw(
        `GET / HTTP/1.1\r\nHost: o2.localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      for (const answer of [unknown, huge]) {
        expect(answer).toMatch(/\r\nStrict-Transport-Security: max-age=/i);
        expect(answer).toMatch(/\r\nContent-Security-Policy: default-src 'none'/i);
        expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff/i);
      }
    } finally {
      await edge.close();
    }
  });
});

describe('startEdge', () => {
  it('listens, prints one URL per brand and serves over HTTP', async () => {
    const lines: string[] = [];
    const edge = await startEdge({
      port: 0,
      hostname: '127.0.0.1',
      distDir,
      brands,
      apiUpstream: 'http://127.0.0.1:9',
      log: (line) => lines.push(line),
    });
    try {
      const output = lines.join('\n');
      expect(output).toContain(`http://o2.localhost:${edge.port}/`);
      expect(output).toContain(`http://aldi.localhost:${edge.port}/`);
      expect(output).toMatch(new RegExp(`http://aetka.localhost:${edge.port}/.*not built`));
      const res = await fetch(`http://127.0.0.1:${edge.port}/angebot/${TOKEN}/login`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('o2 login shell de');
    } finally {
      await edge.close();
    }
  });
});

describe('where startEdge listens', () => {
  const start = (options: Parameters<typeof startEdge>[0]) =>
    startEdge({
      port: 0,
      distDir,
      brands,
      apiUpstream: 'http://127.0.0.1:9',
      quiet: true,
      ...options,
    });
  afterEach(() => vi.unstubAllEnvs());

  it('on loopback unless EDGE_HOST says otherwise', async () => {
    for (const [setting, address] of [
      ['', '127.0.0.1'],
      // Another loopback address: some machines have no IPv6 to bind `::1` on.
      ['127.0.0.2', '127.0.0.2'],
    ]) {
      vi.stubEnv('EDGE_HOST', setting);
      const edge = await start({});
      const listening = edge.server.address();
      await edge.close();
      expect(listening).toMatchObject({ address });
    }
  });

  it('not beyond loopback in front of a sandbox with the development prefill secret', async () => {
    vi.stubEnv('SANDBOX_PREFILL_SECRET', '');
    for (const hostname of ['0.0.0.0', '::', '192.0.2.10'])
      await expect(start({ hostname })).rejects.toThrow(/SANDBOX_PREFILL_SECRET/);
    // In front of another API, the sandbox's key is none of its business.
    const remote = await start({ hostname: '0.0.0.0', apiUpstream: 'https://api.example.de' });
    await remote.close();
  });
});

describe('withNotFoundMessage', () => {
  it('replaces only the message text and keeps the markup', () => {
    const html =
      '<h1>Page not found</h1><p class="m" data-not-found-message><code>Page not found</code></p>';
    expect(withNotFoundMessage(html, 'Page Not Found: /a&b')).toBe(
      '<h1>Page not found</h1><p class="m" data-not-found-message><code>Page Not Found: /a&#38;b</code></p>',
    );
  });

  it('leaves a page without the element unchanged', () => {
    expect(withNotFoundMessage('<p>x</p>', 'y')).toBe('<p>x</p>');
  });
});
