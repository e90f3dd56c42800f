/**
 * The production-safe smoke checks of one brand (`npm run smoke`): what QA and the release
 * workflow check on a deployed site without changing anything there. Every check only
 * reads: pages are opened, no form is sent, no code typed; the browser's requests are
 * watched and anything but GET or HEAD to the site fails the run.
 */
import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type Page, type Request, type Response } from '@playwright/test';
import { healthSchema } from '../src/api/contract/health.ts';
import { CONTRACT_VERSION } from '../src/api/openapi.ts';
import { BRAND_DATA_SELECTOR } from '../src/brand/pageData.ts';
import type { Brand, ClientBrand } from '../src/brand/schema.ts';
import { testText } from '../src/i18n/testing.ts';
import { LATEST_BUILD_PATH } from '../src/release/constants.ts';
import type { Locale } from '../src/routes.ts';
import { localizePath } from '../src/routing/paths.ts';
import { apiOrigin } from '../src/security/csp.ts';
import { HSTS } from '../src/security/headers.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from './settings.ts';

export interface CheckResult {
  name: string;
  ok: boolean;
  ms: number;
  problem?: string;
}

export interface SmokeOptions {
  brand: Pick<Brand, 'slug' | 'name' | 'availableLanguages'>;
  /** Origin of the brand's site: `https://angebot.alditalk.example`, `http://aldi.localhost:4321`. */
  baseUrl: string;
  /**
   * The API the pages call when the build was given `PUBLIC_API_BASE_URL`: its health is
   * checked there, the browser may reach it, and what is sent to it is watched too.
   * Default: the site's own `/api`.
   */
  apiBaseUrl?: string | undefined;
  /** The build that must be live (`builds/latest.json`); any valid one when not given. */
  buildId?: string;
  /** Each result as it comes. */
  report?: (result: CheckResult) => void;
  /** Limit of one check, ms: a page that takes longer fails. */
  checkTimeoutMs?: number;
  /**
   * The longest the site's proxy (nginx, the edge, a CDN) waits for the API before it answers
   * 504; the health call waits longer. Default: the hosts' default (scripts/settings.ts).
   */
  upstreamTimeoutMs?: number;
  /** The API may be a sandbox (a local run, `--with-sandbox`); else a sandbox fails the smoke. */
  sandboxApi?: boolean;
  /** Accept any TLS certificate (the local nginx's own, made for the run). */
  ignoreHttpsErrors?: boolean;
  /**
   * Open the site's host name at this address, whatever DNS says: a new server or CDN
   * endpoint before its name points there (as `curl --connect-to`).
   */
  connectTo?: string;
  /** A browser of launchSmokeBrowser() to open the pages in, left open; else one of its own. */
  browser?: Browser;
}

/** A token that satisfies the route rule and names nothing: 128 random bits in base64url. */
const unknownToken = () => randomBytes(16).toString('base64url');

class CheckFailed extends Error {}

function expectThat(holds: boolean, problem: string): asserts holds {
  if (!holds) throw new CheckFailed(problem);
}

/** Security headers every answer must carry, whatever the host (see src/security/headers.ts). */
function headerProblems(response: Response, kind: 'page' | 'resource'): string[] {
  const h = response.headers();
  const csp = h['content-security-policy'] ?? '';
  const want: [string, boolean][] = [
    ['Content-Security-Policy with frame-ancestors', /frame-ancestors 'none'/.test(csp)],
    ...(kind === 'resource'
      ? [
          ["a deny-all CSP (default-src 'none')", /default-src 'none'/.test(csp)] as [
            string,
            boolean,
          ],
        ]
      : []),
    ['Strict-Transport-Security', h['strict-transport-security'] === HSTS],
    ['X-Content-Type-Options: nosniff', h['x-content-type-options'] === 'nosniff'],
    ['Referrer-Policy', h['referrer-policy'] === 'strict-origin-when-cross-origin'],
  ];
  return want.filter(([, holds]) => !holds).map(([what]) => `${response.url()}: no ${what}`);
}

interface PageCheck {
  name: string;
  path: string;
  /** What the page must show (or say in its HTML) once it is open. */
  expect: (page: Page, response: Response | null) => Promise<void>;
  /** Status of the document: 200 unless said; one of them when the hosts differ. */
  status?: number | readonly number[];
  /** Requests whose failure the page expects (an unknown token's API answer). */
  expectedFailure?: RegExp;
}

/** Where a 404 page writes the router's own message (src/layouts/NotFound.astro). */
const NOT_FOUND_MESSAGE = '[data-not-found-message]';

export function pageChecks(locale: Locale, slug: string): PageCheck[] {
  const at = (path: string) => localizePath(path, locale);
  // The brand's texts as its build shows them (its overrides applied).
  const t = (key: string) => testText(key, { locale, slug });
  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { name, exact: true }).waitFor();
  const inHtml = async (response: Response | null, label: string) =>
    expectThat(Boolean((await response?.text())?.includes(label)), `"${label}" not in the HTML`);
  const offerToken = unknownToken();
  const idvToken = unknownToken();
  const missing = at(`/smoke-${unknownToken().toLowerCase()}`);
  const broken = at(`/angebot/smoke-${randomBytes(4).toString('hex')}/login`);
  return [
    {
      name: 'home page',
      path: at('/'),
      expect: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
    },
    {
      name: 'offer code entry (no code sent)',
      path: at('/angebot'),
      expect: (page) => page.getByLabel(t('offer:landing.codeLabel')).first().waitFor(),
    },
    {
      name: `termination form with "${t('termination:form.submit')}"`,
      path: at('/kuendigung'),
      expect: async (page, response) => {
        await inHtml(response, t('termination:form.submit'));
        await page.getByRole('button', { name: t('termination:form.submit') }).waitFor();
      },
    },
    {
      name: `withdrawal form with "${t('withdrawal:form.submit')}"`,
      path: at('/widerruf'),
      expect: async (page, response) => {
        await inHtml(response, t('withdrawal:form.submit'));
        await page.getByRole('button', { name: t('withdrawal:form.submit') }).waitFor();
      },
    },
    {
      name: 'offer link with an unknown token: not found',
      path: at(`/angebot/${offerToken}`),
      expect: (page) => heading(page, t('errors:offer.NotFound.title')),
      expectedFailure: new RegExp(`/api/.*${offerToken}`),
    },
    {
      name: 'idv link with an unknown token: not found',
      path: at(`/idv/${idvToken}`),
      expect: (page) => heading(page, t('errors:idv.NotFound.title')),
      expectedFailure: new RegExp(`/api/.*${idvToken}`),
    },
    {
      name: 'unknown path: 404',
      path: missing,
      status: 404,
      // The browser reports the page's own 404 as a failed load.
      expectedFailure: new RegExp(`${missing}$`),
      // The router's message (SPEC), not the heading: in English both say "Page not found".
      expect: (page) =>
        page
          .locator(NOT_FOUND_MESSAGE)
          .filter({ hasText: /^Page not found$/ })
          .waitFor(),
    },
    {
      name: 'token that breaks the rule: 404 naming the path',
      path: broken,
      // 404 from the edge and nginx; a CDN's rules cannot test a token, its shell shows the 404.
      status: [404, 200],
      expectedFailure: new RegExp(`${broken}$`),
      expect: (page) => page.getByText(`Page Not Found: ${broken}`, { exact: true }).waitFor(),
    },
  ];
}

/** Origin of the API the site's pages call: `PUBLIC_API_BASE_URL`'s, else the site's. */
export const siteApiOrigin = ({
  baseUrl,
  apiBaseUrl,
}: Pick<SmokeOptions, 'baseUrl' | 'apiBaseUrl'>) =>
  apiOrigin(apiBaseUrl) ?? new URL(baseUrl).origin;

/**
 * The smoke's browser: every request but the site's goes to a closed port (third parties,
 * a tag manager, are no part of the checks), and `connectTo` maps the site's name.
 */
export function launchSmokeBrowser(
  options: Pick<SmokeOptions, 'baseUrl' | 'apiBaseUrl' | 'connectTo'>,
) {
  const { hostname } = new URL(options.baseUrl);
  const api = new URL(siteApiOrigin(options)).hostname;
  return chromium.launch({
    executablePath: chromiumPath,
    proxy: {
      server: 'http://127.0.0.1:9',
      bypass: ['localhost', '*.localhost', '127.0.0.1', hostname, api].join(','),
    },
    args: [
      ...chromiumArgs,
      ...(options.connectTo ? [`--host-resolver-rules=MAP ${hostname} ${options.connectTo}`] : []),
    ],
  });
}

/**
 * Runs every check of one brand in a fresh browser and returns the results; nothing it
 * does changes the site. A check's failure is its result, never an exception.
 */
export async function runSmokeChecks(options: SmokeOptions): Promise<CheckResult[]> {
  const {
    brand,
    baseUrl,
    checkTimeoutMs = 30_000,
    upstreamTimeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS,
  } = options;
  // The site's proxy answers a silent API with 504 only once its own limit is out: the
  // health call waits longer than that, so the failure names the 504, not a timeout of ours.
  const apiWaitMs = Math.max(checkTimeoutMs, upstreamTimeoutMs + 3_000);
  const origin = new URL(baseUrl).origin;
  const api = siteApiOrigin(options);
  /** The site or the API its pages call. */
  const ours = (url: string) => url.startsWith(origin) || url.startsWith(api);
  const results: CheckResult[] = [];
  const record = (result: CheckResult) => {
    results.push(result);
    options.report?.(result);
  };
  const check = async (name: string, work: () => Promise<void>, limitMs = checkTimeoutMs) => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        work(),
        new Promise((_, fail) => {
          timer = setTimeout(
            () => fail(new CheckFailed(`no answer within ${limitMs / 1000} s`)),
            limitMs,
          );
        }),
      ]);
      record({ name, ok: true, ms: performance.now() - started });
    } catch (e) {
      const problem = e instanceof Error ? e.message.split('\n')[0] : String(e);
      record({ name, ok: false, ms: performance.now() - started, ...(problem ? { problem } : {}) });
    } finally {
      clearTimeout(timer);
    }
  };

  const browser = options.browser ?? (await launchSmokeBrowser(options));
  const writes: string[] = [];
  /** A fresh context per check, with what its pages send and report watched. */
  const openPage = async (expectedFailure?: RegExp) => {
    const context = await browser.newContext({
      ignoreHTTPSErrors: options.ignoreHttpsErrors ?? false,
    });
    const page = await context.newPage();
    // A wait gives up before the check's own limit, so the failure can say what went wrong.
    page.setDefaultTimeout(Math.max(checkTimeoutMs - 3_000, 1_000));
    const problems: string[] = [];
    /** Answers of the site that went wrong: named when the check fails, whatever it waited for. */
    const failed: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (!ours(url) || response.status() < 500) return;
      failed.push(`${response.request().method()} ${url} answered ${response.status()}`);
    });
    page.on('request', (request) => {
      if (!/^(GET|HEAD)$/.test(request.method()) && ours(request.url()))
        writes.push(`${request.method()} ${request.url()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const source = message.location().url;
      // A third party the proxy kept out, or the API's expected "not found".
      if (source && !source.startsWith(origin)) return;
      if (expectedFailure?.test(source)) return;
      problems.push(`console: ${message.text()}`);
    });
    return { page, problems, failed, close: () => context.close() };
  };
  try {
    const healthUrl = `${api}/api/${brand.slug}/health`;
    await check(
      'API: the health call answers per its contract, for this brand',
      async () => {
        const { page, close } = await openPage();
        try {
          // The first request's answer: a redirect is named by its own status and target,
          // whatever happens after it (an address the browser may not reach, a login page).
          let first: Request | undefined;
          page.on('request', (request) => {
            if (!first && request.url() === healthUrl) first = request;
          });
          // In the browser: it resolves `<slug>.localhost` as the site's visitors do.
          const answer = await page
            .goto(healthUrl, { timeout: apiWaitMs })
            .catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))));
          // Only a redirected request has its answer for sure: another's may never come.
          const firstAnswer = first?.redirectedTo() ? await first.response() : null;
          const status = firstAnswer?.status() ?? 0;
          expectThat(
            status < 300 || status >= 400,
            `GET ${healthUrl} answered ${status} → ${new URL(firstAnswer?.headers()['location'] ?? '', healthUrl).href}`,
          );
          if (answer instanceof Error)
            throw new CheckFailed(
              answer.name === 'TimeoutError'
                ? `GET ${healthUrl}: no answer within ${apiWaitMs / 1000} s`
                : `GET ${healthUrl}: ${answer.message.split('\n')[0]}`,
            );
          const type = answer?.headers()['content-type'] ?? 'no content type';
          const text = (await answer?.text()) ?? '';
          const got = `GET ${healthUrl} answered ${answer?.status()} (${type})`;
          expectThat(answer?.status() === 200, `${got}: ${text.slice(0, 80)}`);
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            throw new CheckFailed(`${got}, no JSON: ${text.slice(0, 80)}`);
          }
          const health = healthSchema.safeParse(body);
          expectThat(
            health.success,
            `${got}, not the contract's health answer: ${health.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
          );
          const { brand: forBrand, contractVersion, sandbox } = health.data;
          expectThat(
            forBrand === brand.slug,
            `${healthUrl}: the API answered for brand ${forBrand}, not ${brand.slug}`,
          );
          expectThat(
            contractVersion === CONTRACT_VERSION,
            `${healthUrl}: the API implements contract ${contractVersion}, this build ${CONTRACT_VERSION}`,
          );
          expectThat(
            !sandbox || options.sandboxApi === true,
            `${healthUrl}: the API behind ${origin} is a sandbox`,
          );
        } finally {
          await close();
        }
      },
      apiWaitMs + 3_000,
    );
    // Without the API every page check would wait out its time for the same reason.
    if (!results.at(-1)?.ok) return results;

    // Another brand's build behind this brand's domain and API passes every other check.
    await check(`site: the pages are ${brand.slug}'s build`, async () => {
      const { page, close } = await openPage();
      try {
        const response = await page.goto(`${origin}/`);
        expectThat(response?.ok() === true, `${origin}/ answered ${response?.status()}`);
        const data = page.locator(BRAND_DATA_SELECTOR);
        expectThat(
          (await data.count()) === 1,
          `${origin}/ has no brand data (${BRAND_DATA_SELECTOR})`,
        );
        const { slug, name } = JSON.parse((await data.textContent()) ?? '') as ClientBrand;
        expectThat(
          slug === brand.slug,
          `${origin}/ serves the build of ${name} (${slug}), not of ${brand.name} (${brand.slug})`,
        );
      } finally {
        await close();
      }
    });
    // Every other check would check the other brand's site.
    if (!results.at(-1)?.ok) return results;

    const languages: Locale[] = ['de', ...brand.availableLanguages.filter((l) => l !== 'de')];
    for (const locale of languages) {
      for (const pageCheck of pageChecks(locale, brand.slug)) {
        await check(`${locale} ${pageCheck.name}`, async () => {
          const { page, problems, failed, close } = await openPage(pageCheck.expectedFailure);
          try {
            const response = await page.goto(`${origin}${pageCheck.path}`);
            const redirect = response?.request().redirectedFrom();
            expectThat(
              !redirect,
              `${pageCheck.path} answered ${(await redirect?.response())?.status()} → ${new URL(response?.url() ?? origin).pathname}`,
            );
            expectThat(
              [pageCheck.status ?? 200].flat().includes(response?.status() ?? 0),
              `${pageCheck.path} answered ${response?.status()}`,
            );
            await pageCheck.expect(page, response).catch((e: unknown) => {
              throw failed.length ? new CheckFailed(failed.join('; ')) : e;
            });
            expectThat(problems.length === 0, `${pageCheck.path}: ${problems.join('; ')}`);
          } finally {
            await close();
          }
        });
      }
    }

    await check(`release: ${LATEST_BUILD_PATH.slice(1)} names the live build`, async () => {
      const { page, close } = await openPage();
      try {
        const answer = await page.goto(`${origin}${LATEST_BUILD_PATH}`);
        expectThat(answer?.ok() === true, `${LATEST_BUILD_PATH} answered ${answer?.status()}`);
        const { buildId } = (await answer.json()) as { buildId?: unknown };
        expectThat(typeof buildId === 'string', 'no buildId in it');
        if (options.buildId)
          expectThat(
            buildId === options.buildId,
            `live build ${buildId}, expected ${options.buildId}`,
          );
      } finally {
        await close();
      }
    });

    await check('security headers on HTML, JS and JSON', async () => {
      const { page, close } = await openPage();
      try {
        const script = page
          .waitForResponse(
            (r) => r.url().startsWith(origin) && r.request().resourceType() === 'script',
          )
          .catch(() => undefined);
        const html = await page.goto(`${origin}/`);
        const js = await script;
        const json = await page.goto(`${origin}${LATEST_BUILD_PATH}`);
        expectThat(Boolean(html && js && json), 'no page, script or JSON answer');
        const problems = [
          ...headerProblems(html as Response, 'page'),
          ...headerProblems(js as Response, 'resource'),
          ...headerProblems(json as Response, 'resource'),
        ];
        expectThat(problems.length === 0, problems.join('; '));
      } finally {
        await close();
      }
    });

    await check('sent nothing but GET and HEAD to the site and its API', async () => {
      expectThat(writes.length === 0, [...new Set(writes)].join(', '));
    });
  } finally {
    if (!options.browser) await browser.close();
  }
  return results;
}
