import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { writeHostRules } from '../../scripts/hostRules.ts';
import { cdnNotFoundFile } from '../../scripts/hostRules/redirects.ts';
import { paramRoutes, placeholderRoots } from '../../scripts/hostRules/site.ts';
import { DIST } from '../../scripts/paths.ts';
import {
  cdnSiteCopy,
  freePort,
  nginxMissing,
  startNetlify,
  startNginx,
  startPages,
  type Running,
} from '../../scripts/runtimes.ts';
import { LOCALE_COOKIE } from '../../src/i18n/localeCookie.ts';
import { LATEST_BUILD_PATH } from '../../src/release/constants.ts';
import { defaultLocale, type Locale } from '../../src/routes.ts';
import { localizePath } from '../../src/routing/paths.ts';
import { routeById } from '../../src/routing/links.ts';
import { shellPath } from '../../src/routing/patterns.ts';
import { HSTS } from '../../src/security/headers.ts';
import { testText } from '../../src/i18n/testing.ts';
import { notFoundFile, shellFile } from '../../src/shells.ts';
import { brands, sampleToken } from '../fixtures.ts';

/**
 * One built brand in the runtime of each host it deploys to: Cloudflare Pages
 * (`wrangler pages dev`, workerd) reading the build's `_redirects` and `_headers`, Netlify's
 * rule engine (its parsers and redirect matcher, scripts/netlifyEngine.ts) reading the rules a
 * `DEPLOY_TARGET=netlify` build writes, and the real nginx with the brand's generated config.
 * Once per host, on a brand with a second language: what these runtimes do with the rules is
 * the same for every brand.
 */
const brand = brands.find((b) => b.availableLanguages.length > 1) ?? brands[0]!;
const site = join(DIST, brand.slug);
const file = (path: string) => readFileSync(join(site, path), 'utf8');
const second = brand.availableLanguages.find((l) => l !== defaultLocale) as Locale;
/** The 404 page of a language, as the runtime serves it (nginx: Astro's, CDNs: their copy). */
const notFoundPage = (locale: Locale) => file(notFoundFile(locale));

interface Host {
  name: string;
  start: () => Promise<Running>;
  /** Rule warnings the runtime may print: none. */
  noWarnings?: (output: string) => void;
  /** Status of a token page whose token breaks the rule: a CDN's rules cannot test it. */
  brokenTokenStatus: number;
  /**
   * Whether an unknown path's 404 page comes with the page's CSP header. Netlify's `_headers`
   * name no rule for it (scripts/hostRules/headers.ts): the page's <meta> policy alone.
   */
  notFoundCspHeader: boolean;
}

/** An API that answers every call with its own path, for the Netlify proxy rule. */
async function echoApi() {
  const port = await freePort();
  const server = serve({
    port,
    hostname: '127.0.0.1',
    fetch: (req) => Response.json({ path: new URL(req.url).pathname }),
  });
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** The build's site with the rules a `DEPLOY_TARGET=netlify` build writes, in Netlify's engine. */
async function startNetlifyBuild(): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'netlify-'));
  const api = await echoApi();
  cdnSiteCopy(site, dir, brand.slug);
  writeHostRules(
    brand,
    dir,
    {},
    { ...process.env, DEPLOY_TARGET: 'netlify', API_UPSTREAM: api.url },
  );
  const running = await startNetlify(join(dir, brand.slug));
  return {
    ...running,
    close: async () => {
      await running.close();
      api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const hosts: Host[] = [
  {
    name: 'Cloudflare Pages (wrangler pages dev)',
    start: () => startPages(site),
    noWarnings: (output) => {
      expect(output).toMatch(/Parsed \d+ valid redirect rules/);
      expect(output).toMatch(/Parsed \d+ valid header rules/);
      expect(output).not.toMatch(/invalid|WARNING|more performant/i);
    },
    brokenTokenStatus: 200,
    notFoundCspHeader: true,
  },
  {
    name: "Netlify's rule engine",
    start: startNetlifyBuild,
    noWarnings: (output) => expect(output).toBe(''),
    brokenTokenStatus: 200,
    notFoundCspHeader: false,
  },
  {
    name: 'nginx',
    // A backend nobody listens on: these checks call no API.
    start: () => {
      // The rules are proven in the host's runtime or the run fails: never skipped.
      const missing = nginxMissing();
      if (missing) throw new Error(missing);
      return startNginx(brand, { site, apiUpstream: 'http://127.0.0.1:9' });
    },
    brokenTokenStatus: 404,
    notFoundCspHeader: true,
  },
];

for (const host of hosts) {
  test.describe(`${brand.slug} in ${host.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    let running: Running;
    let http: APIRequestContext;
    const get = (path: string, headers: Record<string, string> = {}) =>
      http.get(`${running.origin}${path}`, { headers, maxRedirects: 0 });

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      running = await host.start();
      http = await request.newContext({ ignoreHTTPSErrors: true });
    });
    test.afterAll(async () => {
      await http?.dispose();
      await running?.close();
    });

    const { noWarnings } = host;
    if (noWarnings)
      test('accepts the rules without a warning', () => {
        noWarnings(running.output());
      });

    test('serves every token route its shell, with the token kept in the address, and a page a token route would catch its own', async () => {
      for (const locale of brand.availableLanguages) {
        for (const route of paramRoutes()) {
          const path = localizePath(route.path.replace(/:token/g, sampleToken), locale);
          const res = await get(path);
          expect(res.status(), path).toBe(200);
          expect(await res.text(), path).toBe(
            file(shellFile(localizePath(shellPath(route), locale))),
          );
        }
        // `/angebot/fehler` has the shape of `/angebot/:token`.
        const own = localizePath(routeById('offerErrorGeneric').path, locale);
        const res = await get(own);
        expect(res.status(), own).toBe(200);
        expect(await res.text(), own).toBe(file(shellFile(own)));
      }
    });

    test('answers the shell folders, `_token_` paths and unknown paths with the 404 page of their language, and its security headers', async () => {
      for (const locale of brand.availableLanguages) {
        const paths = [
          ...placeholderRoots().flatMap((root) => [root, `${root}/`, `${root}/index.html`]),
          `${placeholderRoots()[0]}/login`,
          '/gibt-es-nicht',
          '/angebot/x/y/z/w',
        ].map((p) => localizePath(p, locale));
        for (const path of paths) {
          const res = await get(path);
          expect(res.status(), path).toBe(404);
          expect(await res.text(), path).toBe(notFoundPage(locale));
          const h = res.headers();
          expect(h['strict-transport-security'], path).toBe(HSTS);
          expect(h['x-content-type-options'], path).toBe('nosniff');
          if (host.notFoundCspHeader) {
            expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
            expect(h['content-security-policy'], path).not.toContain("default-src 'none'");
          }
        }
      }
      expect(cdnNotFoundFile(second)).not.toBe(notFoundFile(second));
    });

    test("answers a token that breaks the rule with its shell, which shows 'Page Not Found: {path}' and calls nothing", async ({
      browser,
    }) => {
      for (const locale of brand.availableLanguages) {
        for (const route of paramRoutes()) {
          const path = localizePath(route.path.replace(/:token/g, 'kurz'), locale);
          const res = await get(path);
          expect(res.status(), path).toBe(host.brokenTokenStatus);
          expect(await res.text(), path).toBe(
            file(shellFile(localizePath(shellPath(route), locale))),
          );
        }
      }
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const calls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
      });
      for (const [locale, path] of [
        [defaultLocale, '/angebot/kurz/login'],
        [second, `/${second}/idv/%3Cb%3Ex/erfolgreich`],
      ] as const) {
        const answer = await page.goto(`${running.origin}${path}`);
        expect(answer?.status(), path).toBe(host.brokenTokenStatus);
        const t = (key: string) => testText(key, { locale, slug: brand.slug });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t('common:notFound.heading'),
        );
        await expect(page.getByText(`Page Not Found: ${path}`, { exact: true })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${t('common:notFound.heading')} \\|`));
        await expect(page.locator('b')).toHaveCount(0);
      }
      // Once the page is idle: an island would have asked the API for the offer by now.
      await page.waitForLoadState('networkidle');
      expect(calls).toEqual([]);
      await context.close();
    });

    test('sends a page without language prefix to the stored language', async ({ browser }) => {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const { hostname } = new URL(running.origin);
      await context.addCookies([
        { name: LOCALE_COOKIE, value: second, domain: hostname, path: '/' },
      ]);
      const page = await context.newPage();
      const target = `${running.origin}/${second}/angebot/${sampleToken}/login?step=1`;
      // No API answers behind this host: the page in the stored language then goes on to its
      // error page, so its address is taken as it is reached, not looked at afterwards.
      const reached = page.waitForURL((url) => url.href === target, { waitUntil: 'commit' });
      await page.goto(`${running.origin}/angebot/${sampleToken}/login?step=1`);
      await reached;
      await expect(page.locator('html')).toHaveAttribute('lang', second);
      await context.close();
    });

    test('sends the security headers on HTML, JS and JSON, and latest.json unstored', async () => {
      const home = await get('/');
      const script = /src="(\/_astro\/[^"]+\.js)"/.exec(await home.text())?.[1];
      expect(script).toBeTruthy();
      const answers = {
        html: home,
        token: await get(`/angebot/${sampleToken}`),
        js: await get(script ?? ''),
        json: await get(LATEST_BUILD_PATH),
      };
      for (const [kind, res] of Object.entries(answers)) {
        const h = res.headers();
        expect(res.status(), kind).toBe(200);
        expect(h['content-security-policy'], kind).toContain("frame-ancestors 'none'");
        expect(h['strict-transport-security'], kind).toBe(HSTS);
        expect(h['x-content-type-options'], kind).toBe('nosniff');
        expect(h['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      }
      expect(answers.html.headers()['content-security-policy']).not.toContain("default-src 'none'");
      expect(answers.js.headers()['content-security-policy']).toMatch(/default-src 'none'/);
      expect(answers.json.headers()['content-security-policy']).toMatch(/default-src 'none'/);
      expect(answers.json.headers()['cache-control']).toBe('no-cache');
      expect(answers.js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    if (host.start === startNetlifyBuild)
      test('proxies /api/* to API_UPSTREAM by its rule, path kept', async () => {
        const res = await get(`/api/${brand.slug}/health?x=1`);
        expect(res.status()).toBe(200);
        expect(await res.json()).toEqual({ path: `/api/${brand.slug}/health` });
      });
  });
}
