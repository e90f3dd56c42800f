import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '../src/api/openapi.ts';
import type { Browser } from '@playwright/test';
import { brandDataJson } from '../src/brand/pageData.ts';
import { findBrand } from '../src/brand/registry.ts';
import type { ClientBrand } from '../src/brand/schema.ts';
import { testText } from '../src/i18n/testing.ts';
import type { Locale } from '../src/routes.ts';
import { launchSmokeBrowser, pageChecks, runSmokeChecks } from './smokeChecks.ts';

/**
 * The smoke's first check, the API's health call, against a tiny site whose `/api` answers
 * as a broken deployment would: each failure must name what it got.
 */
const health = (brand: string, over: Record<string, unknown> = {}) =>
  JSON.stringify({
    status: 'ok',
    contractVersion: CONTRACT_VERSION,
    brand,
    sandbox: false,
    ...over,
  });

/** What the site answers for `/api/<case>/health`: the brand slug names the case. */
const answers: Record<string, (res: ServerResponse) => void> = {
  otherbrand: (res) => res.setHeader('content-type', 'application/json').end(health('o2')),
  oldcontract: (res) =>
    res
      .setHeader('content-type', 'application/json')
      .end(health('oldcontract', { contractVersion: '0.9.0' })),
  moved: (res) => res.writeHead(308, { location: 'https://sso.example/login?next=%2Fapi' }).end(),
  // A proxy whose API does not answer: its 504 once its upstream limit (here 1.2 s, longer than the
  // smoke's limit of one check) is out.
  silent: (res) =>
    setTimeout(
      () =>
        res
          .writeHead(504, { 'content-type': 'application/json' })
          .end('{"code":"UpstreamTimeout"}'),
      1_200,
    ),
  // No answer at all.
  hanging: () => {},
  // ALDI TALK's API in front of NOVA's pages (`/`, see the server).
  aldi: (res) => res.setHeader('content-type', 'application/json').end(health('aldi')),
};

/** NOVA's home page, as its build writes the brand data (src/brand/pageData.ts). */
const novaHome = `<!doctype html><html lang="de"><title>Start | NOVA Mobil</title>
  <script type="application/json" data-brand>${brandDataJson(findBrand('nova') as unknown as ClientBrand)}</script>
  <h1>Willkommen</h1></html>`;

/** A brand's 404 page in `locale` as src/layouts/NotFound.astro writes it, its texts the build's. */
const notFoundPage = (locale: Locale, slug: string) => {
  const t = (key: string) => testText(key, { locale, slug });
  return `<!doctype html><html lang="${locale}"><title>404</title><main><section>
    <p aria-hidden="true">404</p><h1>${t('common:notFound.heading')}</h1>
    <p>${t('common:notFound.text')}</p>
    <p>${t('common:notFound.detail')} <span lang="en" data-not-found-message>${t('common:notFound.message')}</span></p>
  </section></main></html>`;
};

let origin: string;
let browser: Browser;
const server = createServer((req, res) => {
  const path = req.url ?? '';
  // An unknown path of ortel, which offers English: `/smoke-…` or `/en/smoke-…`.
  const unknown = /^(?:\/(en))?\/smoke-/.exec(path);
  if (unknown) {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end(notFoundPage(unknown[1] === 'en' ? 'en' : 'de', 'ortel'));
    return;
  }
  if (path === '/') {
    res.writeHead(200, { 'content-type': 'text/html' }).end(novaHome);
    return;
  }
  const [, , slug = ''] = path.split('/');
  const answer = answers[slug];
  if (answer) answer(res);
  else res.writeHead(404).end('Not found');
});
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchSmokeBrowser({ baseUrl: origin });
});
afterAll(async () => {
  await browser?.close();
  server.closeAllConnections();
  server.close();
});

/** The health check's result for brand `slug`: the run stops after it when it fails. */
async function healthCheck(slug: string) {
  const started = performance.now();
  const results = await runSmokeChecks({
    brand: { slug, name: slug, availableLanguages: ['de'] },
    baseUrl: origin,
    checkTimeoutMs: 1_000,
    upstreamTimeoutMs: 1_200,
    browser,
  });
  expect(results).toHaveLength(1);
  return { ...results[0], seconds: (performance.now() - started) / 1000 };
}

describe('the smoke of a site whose API is wrong', () => {
  it('names the brand the API answered for', async () => {
    const { ok, problem } = await healthCheck('otherbrand');
    expect(ok).toBe(false);
    expect(problem).toBe(
      `${origin}/api/otherbrand/health: the API answered for brand o2, not otherbrand`,
    );
  });

  it('names the contract version the API implements', async () => {
    const { problem } = await healthCheck('oldcontract');
    expect(problem).toBe(
      `${origin}/api/oldcontract/health: the API implements contract 0.9.0, this build ${CONTRACT_VERSION}`,
    );
  });

  it('names a redirect by its status and target', async () => {
    const { problem } = await healthCheck('moved');
    expect(problem).toBe(
      `GET ${origin}/api/moved/health answered 308 → https://sso.example/login?next=%2Fapi`,
    );
  });

  it("waits out the proxy's upstream limit and names its 504", async () => {
    const { problem, seconds } = await healthCheck('silent');
    expect(problem).toMatch(
      new RegExp(
        `^GET ${origin}/api/silent/health answered 504 \\(application/json\\): .*UpstreamTimeout`,
      ),
    );
    expect(seconds).toBeLessThan(15);
  });

  it('names the call that never answered, within its limit', async () => {
    const { problem, seconds } = await healthCheck('hanging');
    expect(problem).toBe(`GET ${origin}/api/hanging/health: no answer within 4.2 s`);
    expect(seconds).toBeLessThan(20);
  });
});

describe('the smoke of a site whose pages call an API on another origin', () => {
  it('checks the health there, where the site itself has no /api', async () => {
    const api = createServer((_, res) =>
      res.setHeader('content-type', 'application/json').end(health('elsewhere')),
    );
    api.listen(0, '127.0.0.1');
    await once(api, 'listening');
    try {
      const [first] = await runSmokeChecks({
        brand: { slug: 'elsewhere', name: 'Elsewhere', availableLanguages: ['de'] },
        baseUrl: origin,
        apiBaseUrl: `http://localhost:${(api.address() as AddressInfo).port}`,
        checkTimeoutMs: 8_000,
        browser,
      });
      expect(first).toEqual(expect.objectContaining({ ok: true }));
    } finally {
      api.closeAllConnections();
      api.close();
    }
  });
});

describe('the smoke of a site that serves another brand', () => {
  it("names both brands and stops, though the API is the brand's own", async () => {
    const results = await runSmokeChecks({
      brand: { slug: 'aldi', name: 'ALDI TALK', availableLanguages: ['de'] },
      baseUrl: origin,
      checkTimeoutMs: 8_000,
      browser,
    });
    expect(results.map(({ name, ok, problem }) => ({ name, ok, problem }))).toEqual([
      expect.objectContaining({ ok: true }),
      {
        name: "site: the pages are aldi's build",
        ok: false,
        problem: `${origin}/ serves the build of NOVA (nova), not of ALDI TALK (aldi)`,
      },
    ]);
  });
});

describe('the page checks of a brand that offers English', () => {
  // In English the 404's heading and the router's message are the same words.
  it.each(['de', 'en'] as const)('finds the 404 page of an unknown path in %s', async (locale) => {
    const unknownPath = pageChecks(locale, 'ortel').find((c) => c.name === 'unknown path: 404');
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(2_000);
      const response = await page.goto(`${origin}${unknownPath?.path}`);
      expect(response?.status()).toBe(unknownPath?.status);
      await expect(unknownPath?.expect(page, response)).resolves.toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
