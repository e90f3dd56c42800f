/**
 * `npm run bench`: the performance report. Bytes per brand and page type (JS and CSS,
 * raw/gzip/brotli), the whole-matrix build time, the edge's requests per second for a page
 * shell and an API call at 50 connections, and Lighthouse (mobile, simulated throttling,
 * median of 3 runs per figure) for the pages a customer meets first: home, the offer
 * landing, an offer with a real sandbox offer, the personal data with a cart, a termination
 * and an identity-verification page, in the system Chromium. Figures are printed, never
 * asserted (the budgets are tests).
 * `-- --skip-build` measures the existing build; `-- --only throughput` the edge alone;
 * `-- --only build` the build times alone (one brand, then the matrix, both cold).
 * The whole run is bounded: BENCH_TIMEOUT_S (900 s).
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadBrands } from '../src/brand/registry.ts';
import { shellFile } from '../src/shells.ts';
import { startSandbox } from '../sandbox/server.ts';
import type { Scenario } from '../sandbox/context.ts';
import { buildMatrix, type MatrixBuilt } from './build.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { phaseSplit } from './buildTimings.ts';
import { startEdge } from './edge.ts';
import { load } from './load.ts';
import { pageWeight, type Size } from './pageWeight.ts';
import { DIST } from './paths.ts';

const RUNS = 3;
const deadline = Number(process.env['BENCH_TIMEOUT_S'] ?? 900) * 1000;
const watchdog = setTimeout(() => {
  console.error(`\nbench: stopped after ${deadline / 1000} s (BENCH_TIMEOUT_S)`);
  process.exit(1);
}, deadline);
watchdog.unref();

const pageTypes = {
  'home (no island)': '/',
  'offer token page': '/angebot/_token_',
  termination: '/kuendigung',
  '404': '/404',
} as const;
const port = Number(process.env['BENCH_PORT'] ?? 4399);
const kb = (n: number | undefined) =>
  `${n === undefined ? '–' : (n / 1024).toFixed(1)}`.padStart(6);
const fmt = (s: Size) => `${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`;

const { values } = parseArgs({
  options: { only: { type: 'string' }, 'skip-build': { type: 'boolean' } },
});
const throughputOnly = values.only === 'throughput';
const brands = loadBrands();
const brand = brands.find((b) => b.slug === 'aldi') ?? brands[0]!;

const built = existsSync(join(DIST, brand.slug));
if (!built || !(throughputOnly || values['skip-build'])) {
  const cpus = `${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)} when it started`;
  // Cold: nothing of an earlier build is reused (each build compresses everything anew).
  const one = await buildMatrix({ brands: [brand.slug], quiet: true });
  const all = await buildMatrix({ brands: brands.map((b) => b.slug), quiet: true });
  const row = (what: string, b: MatrixBuilt) =>
    console.log(
      `  ${what.padEnd(26)} ${b.seconds.toFixed(1).padStart(6)} s  ${b.cpuSeconds.toFixed(1).padStart(6)} CPU-s`,
    );
  console.log(`\nBuild (wall and CPU time; ${cpus}):`);
  row(`one brand (${brand.slug})`, one);
  row(`all ${all.slugs.length} brands`, all);
  console.log("\nWhere a brand's build spends its time, s (mean of the matrix's brands):");
  const splits = all.brands.map((b) => [
    ...phaseSplit(b.marks),
    { phase: 'release files, host rules, compression', seconds: b.seconds - b.astroSeconds },
  ]);
  for (const [i, { phase }] of (splits[0] ?? []).entries()) {
    const mean = splits.reduce((sum, s) => sum + (s[i]?.seconds ?? 0), 0) / splits.length;
    console.log(`  ${phase.padEnd(42)} ${mean.toFixed(2).padStart(6)}`);
  }
  const cpu = all.brands.reduce((sum, b) => sum + b.astroCpuSeconds, 0) / all.brands.length;
  console.log(`  ${'CPU time of the Astro build'.padEnd(42)} ${cpu.toFixed(2).padStart(6)}`);
}
if (values.only === 'build') process.exit(0);
if (!throughputOnly) {
  console.log('\nBytes per page, KB  (JS raw gzip brotli | CSS raw gzip brotli)');
  for (const b of brands) {
    for (const [type, url] of Object.entries(pageTypes)) {
      const site = join(DIST, b.slug);
      const w = pageWeight(site, join(site, shellFile(url)), { brotli: true });
      console.log(`${b.slug.padEnd(10)} ${type.padEnd(18)} ${fmt(w.js)} | ${fmt(w.css)}`);
    }
  }
}

// The offer pages are measured with real offers: an in-memory sandbox answers their API calls.
const sandbox = await startSandbox({ port: 0, dbPath: ':memory:', quiet: true });
const server = await startEdge({
  port,
  distDir: DIST,
  brands,
  apiUpstream: `http://127.0.0.1:${sandbox.port}`,
  quiet: true,
});
const scenarios = (await (
  await fetch(`http://127.0.0.1:${sandbox.port}/__sandbox/scenarios`)
).json()) as Scenario[];
const scenarioPath = (name: string) => {
  const path = scenarios.find((s) => s.name === name)?.path;
  if (!path) throw new Error(`No sandbox scenario ${name} with a path`);
  return path;
};
const offerPath = scenarioPath(`offer-happy-${brand.slug}`);
const offerToken = offerPath.split('/').pop() ?? '';

console.log('\nEdge throughput, 50 connections, 5 s each (loopback, keep-alive):');
for (const [name, path, headers] of [
  ['page shell', offerPath, { 'accept-encoding': 'br, gzip' }],
  ['JS asset', undefined, { 'accept-encoding': 'br, gzip' }],
  ['API call', `/api/offer/${offerToken}`, { accept: 'application/json' }],
] as const) {
  const result = await load({
    url: `http://127.0.0.1:${port}${path ?? (await firstScript())}`,
    headers: { ...headers, host: `${brand.slug}.localhost:${port}` },
    connections: 50,
    durationMs: 5000,
    maxRequests: 100_000,
  });
  console.log(
    `  ${name.padEnd(11)} ${Math.round(result.perSecond).toString().padStart(6)} req/s  ` +
      `(${result.requests} requests, statuses ${JSON.stringify(result.statuses)}, ${result.errors} errors)`,
  );
}

/** Path of the first script the brand's home page loads, to measure a hashed asset. */
async function firstScript(): Promise<string> {
  const html = await (await fetch(`http://127.0.0.1:${port}/?brand=${brand.slug}`)).text();
  return html.match(/<script[^>]+src="(\/[^"]+)"/)?.[1] ?? '/';
}

if (throughputOnly) {
  await server.close();
  await sandbox.close();
  process.exit(0);
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function measure(url: string, keepStorage = false): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    logLevel: 'error',
    maxWaitForLoad: 30_000,
    // The page's stored cart is part of what is measured; its cache was emptied beforehand.
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  const audit = (id: string) => lhr?.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr?.categories['performance']?.score ?? NaN) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

try {
  const origin = `http://${brand.slug}.localhost:${port}`;

  /**
   * The personal data step needs the cart the offer page keeps (localStorage): the offer is
   * opened once in the same browser, then the HTTP cache is emptied so the step loads cold.
   */
  const openOfferFirst = async () => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await page.goto(`${origin}${offerPath}`);
      await page.waitForFunction(() => localStorage.getItem('cart') !== null);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    } finally {
      await browser.close();
    }
  };

  const pages: { name: string; path: string; before?: () => Promise<void> }[] = [
    { name: 'home', path: '/' },
    { name: 'offer landing', path: '/angebot' },
    { name: 'offer (sandbox offer)', path: offerPath },
    { name: 'personal data, cart', path: `${offerPath}/meine-daten`, before: openOfferFirst },
    { name: 'termination', path: '/kuendigung' },
    { name: 'identity verification', path: scenarioPath(`idv-happy-${brand.slug}`) },
  ];

  // The first trace of a fresh headless Chromium often lacks its navigation start
  // (Lighthouse NO_NAVSTART); one discarded warm-up run makes the measured runs reliable.
  await measure(`${origin}/angebot`);

  console.log(
    `\nLighthouse mobile, ${brand.slug}, median of ${RUNS}: performance, LCP ms, TBT ms, CLS`,
  );
  for (const { name, path, before } of pages) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      await before?.();
      runs.push(await measure(`${origin}${path}`, Boolean(before)));
    }
    const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
    console.log(
      `${name.padEnd(24)} ${String(m('score')).padStart(3)}  ${String(Math.round(m('lcp'))).padStart(5)}  ` +
        `${String(Math.round(m('tbt'))).padStart(4)}  ${m('cls').toFixed(3)}`,
    );
  }
} finally {
  chrome.kill();
  await server.close();
  await sandbox.close();
}
