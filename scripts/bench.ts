/**
 * `npm run bench`: the performance report. Bytes per brand and page type (JS and CSS,
 * raw/gzip/brotli), the whole-matrix build time, the edge's requests per second for a page
 * shell and an API call at 50 connections, and Lighthouse (mobile) for the home page and
 * one token page, in the system Chromium. Figures are printed, never asserted.
 * `npm run bench -- --only throughput` measures the edge alone on the existing build.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadBrands } from '../src/brand/registry.ts';
import { shellFile } from '../src/shells.ts';
import { startSandbox } from '../sandbox/server.ts';
import type { Scenario } from '../sandbox/context.ts';
import { buildMatrix } from './build.ts';
import { startEdge } from './edge.ts';
import { load } from './load.ts';
import { pageWeight, type Size } from './pageWeight.ts';
import { DIST } from './paths.ts';

const pageTypes = {
  'home (no island)': '/',
  'offer token page': '/angebot/_token_',
  termination: '/kuendigung',
  '404': '/404',
} as const;
const port = Number(process.env['BENCH_PORT'] ?? 4399);
const kb = (n: number) => `${(n / 1024).toFixed(1)}`.padStart(6);
const fmt = (s: Size) => `${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`;

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const throughputOnly = values.only === 'throughput';
const brands = loadBrands();
const brand = brands.find((b) => b.slug === 'aldi') ?? brands[0]!;

if (!throughputOnly || !existsSync(join(DIST, brand.slug))) {
  const started = Date.now();
  await buildMatrix({ brands: brands.map((b) => b.slug), quiet: true });
  const buildSeconds = (Date.now() - started) / 1000;
  if (!throughputOnly) {
    console.log('\nBytes per page, KB  (JS raw gzip brotli | CSS raw gzip brotli)');
    for (const b of brands) {
      for (const [type, url] of Object.entries(pageTypes)) {
        const w = pageWeight(join(DIST, b.slug), join(DIST, b.slug, shellFile(url)));
        console.log(`${b.slug.padEnd(10)} ${type.padEnd(18)} ${fmt(w.js)} | ${fmt(w.css)}`);
      }
    }
    console.log(`\nWhole-matrix build: ${brands.length} brands in ${buildSeconds.toFixed(1)} s`);
  }
}

// The offer page is measured with a real offer: an in-memory sandbox answers its API calls.
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
const offer = scenarios.find((s) => s.name === `offer-happy-${brand.slug}`);
if (!offer?.path) throw new Error(`No happy-path offer scenario for ${brand.slug}`);

console.log('\nEdge throughput, 50 connections, 5 s each (loopback, keep-alive):');
for (const [name, path, headers] of [
  ['page shell', offer.path, { 'accept-encoding': 'br, gzip' }],
  ['JS asset', undefined, { 'accept-encoding': 'br, gzip' }],
  ['API call', `/api/offer/${offer.token}`, { accept: 'application/json' }],
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
  chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  console.log('\nLighthouse (mobile, simulated throttling): performance, LCP ms, TBT ms, CLS');
  // The first trace of a fresh headless Chromium often lacks its navigation start
  // (Lighthouse NO_NAVSTART); one discarded warm-up run makes the measured runs reliable.
  await lighthouse(`http://${brand.slug}.localhost:${port}/angebot`, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'silent',
  });
  for (const [name, path] of [
    ['home', '/'],
    ['offer token page', offer.path],
  ] as const) {
    const result = await lighthouse(`http://${brand.slug}.localhost:${port}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    const audit = (id: string) => lhr?.audits[id]?.numericValue ?? NaN;
    console.log(
      `${brand.slug} ${name.padEnd(18)} ${Math.round((lhr?.categories['performance']?.score ?? 0) * 100)}  ` +
        `${Math.round(audit('largest-contentful-paint'))}  ${Math.round(audit('total-blocking-time'))}  ` +
        `${audit('cumulative-layout-shift').toFixed(3)}`,
    );
  }
} finally {
  chrome.kill();
  await server.close();
  await sandbox.close();
}
