import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createSandbox } from '../sandbox/app.ts';
import { createEdgeApp } from '../scripts/edge.ts';
import { DIST, ROOT } from '../scripts/paths.ts';
import { loadBrands } from '../src/brand/registry.ts';
import { brands, expect, test } from './fixtures.ts';

/**
 * `npm run smoke -- --base-url …` as QA runs it against a deployed brand, here against the
 * local edge in front of a sandbox: the edge notes every request it is sent, the sandbox
 * every request it answers.
 */
type Fetch = Parameters<typeof serve>[0]['fetch'];

function noting(fetch: Fetch, seen: string[]) {
  return new Promise<{ port: number; close: () => Promise<void> }>((ready) => {
    const server = serve(
      {
        port: 0,
        hostname: '127.0.0.1',
        fetch: (request, env) => {
          seen.push(`${request.method} ${new URL(request.url).pathname}`);
          return fetch(request, env);
        },
      },
      (info) =>
        ready({ port: info.port, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

/** The edge of the built sites in front of the API on `apiPort`, noting in `seen` what it is sent. */
const edgeBefore = (apiPort: number, seen: string[] = []) =>
  noting(
    createEdgeApp({
      distDir: DIST,
      brands: loadBrands(),
      apiUpstream: `http://127.0.0.1:${apiPort}`,
    }).fetch,
    seen,
  );

// A brand with a second language: its checks run in each.
const brand = brands.find((b) => b.availableLanguages.length > 1) ?? brands[0]!;
const PAGE_CHECKS_PER_LANGUAGE = 8;
// Besides the pages: the API's health, the site's brand, the live build, the security
// headers and the requests sent (scripts/smokeChecks.ts).
const SITE_CHECKS = 5;
const checks = PAGE_CHECKS_PER_LANGUAGE * brand.availableLanguages.length + SITE_CHECKS;

/** `npm run smoke -- --base-url` against the edge in front of `api`; its output, code and time. */
async function smokeAgainst(
  api: Fetch | 'dead',
  { host = `${brand.slug}.localhost`, args = [] as string[] } = {},
) {
  const upstream = api === 'dead' ? { port: 9, close: async () => {} } : await noting(api, []);
  const edge = await edgeBefore(upstream.port);
  const started = performance.now();
  try {
    const smoke = spawn(
      process.execPath,
      [
        'scripts/smoke.ts',
        ...['--brand', brand.slug, '--base-url', `http://${host}:${edge.port}`, ...args],
      ],
      { cwd: ROOT },
    );
    let output = '';
    for (const stream of [smoke.stdout, smoke.stderr])
      stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(smoke, 'exit')) as [number | null];
    return { output, code, seconds: (performance.now() - started) / 1000 };
  } finally {
    await edge.close();
    await upstream.close();
  }
}

test(`${brand.slug}: the smoke fails at once, naming status and URL, when /api is not the API`, async () => {
  test.setTimeout(60_000);
  const notFound = await smokeAgainst(() => new Response('Not found', { status: 404 }));
  expect(notFound.code).toBe(1);
  expect(notFound.output).toMatch(
    new RegExp(`✗ ${brand.slug} API: .* — GET http://\\S+/api/${brand.slug}/health answered 404`),
  );
  const html = await smokeAgainst(
    () => new Response('<!doctype html><p>Welcome', { headers: { 'content-type': 'text/html' } }),
  );
  expect(html.output).toMatch(/health answered 200 \(text\/html\), no JSON: <!doctype html>/);
  // A dead upstream: the edge's 502 named, well within 30 s.
  const dead = await smokeAgainst('dead');
  expect(dead.output).toMatch(/health answered 50[24]/);
  expect(dead.seconds).toBeLessThan(30);
});

test(`${brand.slug}: the smoke fails at once when the API behind a public domain is a sandbox`, async () => {
  test.setTimeout(60_000);
  const host = brand.hosts.find((h) => !h.endsWith('.localhost')) ?? '';
  const sandbox = createSandbox({ dbPath: ':memory:', quiet: true });
  // The brand's public name, opened on this machine: the edge serves the brand by that name.
  const { output, code } = await smokeAgainst(sandbox.app.fetch, {
    host,
    args: ['--connect-to', '127.0.0.1'],
  });
  expect(code).toBe(1);
  const lines = output.split('\n').filter((l) => /^[✓✗] /.test(l));
  expect(lines, output).toEqual([
    expect.stringMatching(
      new RegExp(
        `^✗ ${brand.slug} API: .* — http://${host.replace(/\./g, '\\.')}:\\d+/api/${brand.slug}/health: the API behind http://${host.replace(/\./g, '\\.')}:\\d+ is a sandbox$`,
      ),
    ),
  ]);
});

test(`${brand.slug}: the read-only smoke of a deployed site sends it nothing but GET and HEAD, reads no sandbox scenarios and fails on another live build`, async () => {
  // Each check opens one page in a browser of its own and may take up to 30 s on a slow machine.
  test.setTimeout(checks * 30_000);
  const atEdge: string[] = [];
  const atSandbox: string[] = [];
  const api = await noting(createSandbox({ dbPath: ':memory:', quiet: true }).app.fetch, atSandbox);
  const edge = await edgeBefore(api.port, atEdge);
  try {
    const { buildId } = JSON.parse(
      readFileSync(join(DIST, brand.slug, 'builds/latest.json'), 'utf8'),
    ) as { buildId: string };
    const smoke = spawn(
      process.execPath,
      [
        'scripts/smoke.ts',
        ...['--brand', brand.slug, '--base-url', `http://${brand.slug}.localhost:${edge.port}`],
        ...['--build-id', `${buildId}-not-live`],
      ],
      // Were it to read scenarios from the local sandbox whatever the URL, it would find this one.
      { cwd: ROOT, env: { ...process.env, SANDBOX_PORT: String(api.port) } },
    );
    let output = '';
    for (const stream of [smoke.stdout, smoke.stderr])
      stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(smoke, 'exit')) as [number | null];

    const lines = output.split('\n').filter((l) => /^[✓✗] /.test(l));
    expect(lines, output).toHaveLength(checks);
    expect(
      lines.filter((l) => l.startsWith('✗')),
      output,
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^✗ ${brand.slug} release: .* — live build ${buildId}, expected ${buildId}-not-live$`,
        ),
      ),
    ]);
    expect(code).toBe(1);
    expect(output, 'the tests that send forms run only with a sandbox').not.toContain('@smoke');
    expect(atEdge.filter((r) => !/^(GET|HEAD) /.test(r))).toEqual([]);
    expect(atEdge.filter((r) => r.startsWith('GET /api/')).length).toBeGreaterThan(0);
    expect(atSandbox.filter((r) => r.includes('/__sandbox'))).toEqual([]);
  } finally {
    await edge.close();
    await api.close();
  }
});
