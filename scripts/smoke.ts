/**
 * `npm run smoke -- --brand <slug> [--base-url URL] [--build-id ID] [--with-sandbox --sandbox-url URL]`
 *
 * Against a deployed site (`--base-url`) it only reads (scripts/smokeChecks.ts): pages,
 * forms without sending them, not-found pages, the live build id, security headers, no
 * console error. `--with-sandbox` adds the browser tests tagged @smoke, which send forms
 * (an order, a termination, a withdrawal) and read the sandbox's scenarios: only against a
 * site whose API is a sandbox, named by `--sandbox-url`. Without `--base-url` it serves the
 * brand's build (built first if missing) with a fresh sandbox on free ports and runs both.
 * One line per check; exit 1 when any fails.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBrands } from '../src/brand/registry.ts';
import type { Brand } from '../src/brand/schema.ts';
import { apiOrigin } from '../src/security/csp.ts';
import { DIST, ROOT } from './paths.ts';
import {
  edgeSettings,
  isLoopback,
  nginxSettings,
  optionsTakenByNpm,
  smokeBrand,
  smokeRuntime,
  smokeRuntimes,
  smokeUrl,
  type SmokeRuntime,
} from './settings.ts';
import { runSmokeChecks, type CheckResult } from './smokeChecks.ts';

const usage =
  'Usage: npm run smoke -- --brand <slug> [--base-url https://…] [--build-id <id>]\n' +
  '       [--with-sandbox --sandbox-url <sandbox origin>] [--connect-to <address>]\n' +
  `       [--runtime ${smokeRuntimes.join('|')}]`;
const options = {
  brand: { type: 'string' },
  'base-url': { type: 'string' },
  'build-id': { type: 'string' },
  'with-sandbox': { type: 'boolean', default: false },
  'sandbox-url': { type: 'string' },
  runtime: { type: 'string' },
  'connect-to': { type: 'string' },
} as const;
const swallowed = optionsTakenByNpm(Object.keys(options));
if (swallowed.length) {
  console.error(
    `npm took ${swallowed.map((o) => `--${o}`).join(' ')} as its own setting.\n${usage}`,
  );
  process.exit(2);
}
const { values } = parseArgs({ options });
if (!values.brand) {
  console.error(usage);
  process.exit(2);
}
let runtime: SmokeRuntime;
let brand: Brand;
try {
  runtime = smokeRuntime(values.runtime);
  brand = smokeBrand(values.brand, loadBrands());
  for (const option of ['base-url', 'sandbox-url'] as const) {
    const value = values[option];
    if (value !== undefined) smokeUrl(`--${option}`, value);
  }
} catch (e) {
  // A wrong argument is the caller's to fix: one line saying what is accepted, no stack.
  console.error((e as Error).message);
  process.exit(2);
}
const remote = values['base-url'];
if (remote && values['with-sandbox'] && !values['sandbox-url']) {
  console.error(
    '--with-sandbox against a URL sends orders, terminations and withdrawals there: it needs\n' +
      '--sandbox-url, the sandbox that site calls. Never use it against production.',
  );
  process.exit(2);
}
const started = performance.now();

// The API the build's pages call (PUBLIC_API_BASE_URL, the same variable as the build's).
const { apiBaseUrl } = edgeSettings();
if (!remote && apiOrigin(apiBaseUrl)) {
  // Here only the site's own /api leads to the sandbox: the pages would wait for an API that
  // this run cannot serve, and every check would fail by its time limit.
  console.error(
    `PUBLIC_API_BASE_URL=${apiBaseUrl}: the pages call the API on another origin, which a local\n` +
      'smoke cannot serve. Smoke the deployed site (--base-url), or build and smoke without it.',
  );
  process.exit(1);
}

const stops: (() => Promise<void>)[] = [];
let baseUrl = remote;
let sandboxUrl = values['sandbox-url'];
let ignoreHttpsErrors = false;
if (!remote) {
  // What serves the site here is loaded only for a local run: against a deployed site the
  // smoke starts (and fails) at once.
  const [{ buildMatrix, builtFromCurrentSources }, { startSandbox }, { freePort }] =
    await Promise.all([
      import('./build.ts'),
      import('../sandbox/server.ts'),
      import('./runtimes.ts'),
    ]);
  if (!existsSync(join(DIST, brand.slug, 'index.html')))
    await buildMatrix({ brands: [brand.slug], quiet: true });
  // Not rebuilt: a pre-deploy smoke checks the artefact that is deployed.
  else if (!builtFromCurrentSources(brand.slug))
    console.warn(
      `dist/${brand.slug} was not built from the sources as they are now: this run smokes that\n` +
        `older build. To smoke the current code, first: npm run build -- --brand ${brand.slug}`,
    );
  // Free ports and an in-memory sandbox: beside `npm start` or another run, and leaving nothing.
  // The site's port first: the sandbox's simulated providers return only to its origin.
  const sitePort = await freePort();
  process.env['PORT'] = String(sitePort);
  const sandbox = await startSandbox({ port: 0, dbPath: ':memory:', quiet: true });
  const api = `http://127.0.0.1:${sandbox.port}`;
  sandboxUrl = api;
  stops.push(sandbox.close);
  try {
    await serveIn(join(DIST, brand.slug), sitePort, api);
  } catch (e) {
    console.error(`Cannot serve dist/${brand.slug} in ${runtime}: ${(e as Error).message}`);
    for (const stop of stops) await stop();
    process.exit(1);
  }
  baseUrl = `${runtime === 'nginx' ? 'https' : 'http'}://${brand.slug}.localhost:${sitePort}`;
  console.log(`Serving dist/${brand.slug} in ${runtime === 'edge' ? 'the local edge' : runtime}.`);
}

/** Serves the build in the runtime asked for, `/api` going to the run's sandbox. */
async function serveIn(site: string, sitePort: number, api: string) {
  const [{ startNetlify, startNginx, startPages, withApiInFront }, { startEdge }] =
    await Promise.all([import('./runtimes.ts'), import('./edge.ts')]);
  if (runtime === 'cloudflare-pages' || runtime === 'netlify') {
    const cdn = runtime === 'netlify' ? await startNetlify(site) : await startPages(site);
    // The API in front, as for Pages: a Netlify build's proxy rule names the production API.
    const front = await withApiInFront(cdn, {
      upstream: api,
      brand: brand.slug,
      port: sitePort,
    });
    stops.unshift(front.close);
  } else if (runtime === 'nginx') {
    const nginx = await startNginx(brand, { site, apiUpstream: api, httpsPort: sitePort });
    stops.unshift(nginx.close);
    ignoreHttpsErrors = true;
  } else {
    const edge = await startEdge({
      port: sitePort,
      distDir: DIST,
      brands: loadBrands(),
      apiUpstream: api,
      quiet: true,
    });
    stops.unshift(edge.close);
  }
}
const withSandbox = !remote || values['with-sandbox'];
// A sandbox API passes on this machine or when asked for; behind a public domain it fails.
const withSandboxApi = withSandbox || isLoopback(new URL(baseUrl ?? 'http://localhost').hostname);

const line = ({ name, ok, ms, problem }: CheckResult) =>
  console.log(
    `${ok ? '✓' : '✗'} ${brand.slug} ${name} (${(ms / 1000).toFixed(1)} s)${problem ? ` — ${problem}` : ''}`,
  );
console.log(`Smoke of ${brand.slug} at ${baseUrl}, read-only:`);
const results = await runSmokeChecks({
  brand,
  baseUrl: baseUrl ?? '',
  apiBaseUrl,
  ...(values['build-id'] ? { buildId: values['build-id'] } : {}),
  sandboxApi: withSandboxApi,
  // The longer of the proxies' limits this build and run were given: a silent API's 504 comes
  // after it.
  upstreamTimeoutMs: Math.max(
    edgeSettings().upstreamTimeoutMs,
    nginxSettings().upstreamTimeoutSeconds * 1000,
  ),
  ignoreHttpsErrors,
  ...(values['connect-to'] ? { connectTo: values['connect-to'] } : {}),
  report: line,
});
let failed = results.filter((r) => !r.ok).length;

if (withSandbox) {
  console.log(`\nThe @smoke browser tests, which send forms, against the sandbox ${sandboxUrl}:`);
  // Asynchronously: the edge and the sandbox of a local run answer from this process.
  const run = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--grep',
      '@smoke',
      '--reporter',
      'list',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        SMOKE_BRAND: brand.slug,
        BASE_URL: baseUrl,
        SANDBOX_URL: sandboxUrl,
        SMOKE_RUNTIME: runtime,
        ...(ignoreHttpsErrors ? { SMOKE_IGNORE_HTTPS_ERRORS: '1' } : {}),
      },
    },
  );
  const [code] = (await once(run, 'exit')) as [number | null];
  if (code !== 0) failed++;
}
for (const stop of stops) await stop();
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  failed
    ? `\nSmoke of ${brand.slug} FAILED (${seconds} s).`
    : `\nSmoke of ${brand.slug} passed: ${results.length} checks${withSandbox ? ' and the @smoke tests' : ''} in ${seconds} s.`,
);
process.exit(failed ? 1 : 0);
