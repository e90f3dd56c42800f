/**
 * The per-brand build matrix: `npm run build [-- --brand <slug>] [--test-components] [--release]`.
 * Each brand is its own Astro build into `dist/<slug>/`, run in parallel up to the
 * number of cores, followed by its release manifest and host rules; its compressed copies
 * are made on zlib's thread pool while the next brand builds, each distinct content once.
 * `--release` is a production build: it refuses a brand whose production settings are
 * missing (scripts/settings.ts `releaseProblems`) and names only public hosts.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBrands } from '../src/brand/registry.ts';
import { publicHosts } from '../src/brand/sites.ts';
import { shells } from '../src/shells.ts';
import { writeHostRules } from './hostRules.ts';
import { CompressionCache, precompress } from './precompress.ts';
import { currentBuildId, gitCommit, writeReleaseFiles } from './release.ts';
import { inputsHash, writeStamp } from './stamp.ts';
import { DIST, ROOT } from './paths.ts';
import { releaseProblems } from './settings.ts';

export interface BuildOptions {
  brands?: string[];
  testComponents?: boolean;
  buildId?: string;
  quiet?: boolean;
  /** A production build: every production setting present, public host names only. */
  release?: boolean;
}

export class ReleaseSettingsError extends Error {
  override name = 'ReleaseSettingsError';
}

function astroBuild(slug: string, env: NodeJS.ProcessEnv, quiet: boolean): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'],
      {
        cwd: ROOT,
        env: { ...process.env, ...env, BRAND: slug },
        stdio: quiet ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      },
    );
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0
        ? done()
        : fail(new Error(`Build of brand "${slug}" failed (exit ${code})\n${stderr}`)),
    );
  });
}

async function runPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(size, items.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  });
  await Promise.all(workers);
}

/** Identifies the sources and options of a build, so `npm start` can skip an up-to-date one. */
export const buildInputsHash = (slugs: string[], testComponents: boolean, release = false) =>
  inputsHash(ROOT, { slugs: [...slugs].sort(), testComponents, ...(release ? { release } : {}) });

export async function buildMatrix(
  options: BuildOptions = {},
): Promise<{ buildId: string; slugs: string[] }> {
  const all = loadBrands();
  const unknown = (options.brands ?? []).filter((s) => !all.some((b) => b.slug === s));
  if (unknown.length)
    throw new Error(
      `Unknown brand(s): ${unknown.join(', ')}. Known: ${all.map((b) => b.slug).join(', ')}`,
    );
  const selected = options.brands?.length
    ? all.filter((b) => options.brands?.includes(b.slug))
    : all;
  if (options.release) {
    const problems = selected.flatMap((brand) =>
      releaseProblems({
        hosts: brand.hosts,
        publicHosts: publicHosts(brand.hosts),
        file: relative(ROOT, join(brand.dir, 'brand.json')),
      }).map((p) => `  ${brand.slug}: ${p}`),
    );
    if (problems.length)
      throw new ReleaseSettingsError(
        `No release build: production settings are missing.\n${problems.join('\n')}`,
      );
  }
  const buildId = options.buildId ?? currentBuildId();
  const started = Date.now();
  const env = {
    BUILD_ID: buildId,
    TEST_COMPONENTS: options.testComponents ? '1' : '',
  };
  const cache = new CompressionCache();
  const compressed: Promise<void>[] = [];
  await runPool(selected, availableParallelism(), async (brand) => {
    const t0 = Date.now();
    rmSync(join(DIST, brand.slug), { recursive: true, force: true });
    await astroBuild(brand.slug, env, options.quiet ?? false);
    const out = join(DIST, brand.slug);
    writeReleaseFiles(out, { buildId, brand: brand.slug, routes: shells().length });
    writeHostRules(options.release ? { ...brand, hosts: publicHosts(brand.hosts) } : brand, DIST);
    compressed.push(
      precompress(out, cache).then(() =>
        console.log(
          `✓ ${brand.slug} built in ${((Date.now() - t0) / 1000).toFixed(1)} s → dist/${brand.slug}/`,
        ),
      ),
    );
  });
  await Promise.all(compressed);
  mkdirSync(DIST, { recursive: true });
  writeStamp(
    DIST,
    buildInputsHash(
      selected.map((b) => b.slug),
      options.testComponents ?? false,
      options.release ?? false,
    ),
  );
  writeFileSync(
    join(DIST, 'build-report.json'),
    JSON.stringify(
      {
        buildId,
        commit: gitCommit() ?? null,
        brands: selected.map((b) => b.slug),
        seconds: (Date.now() - started) / 1000,
      },
      null,
      2,
    ),
  );
  console.log(
    `Built ${selected.length} brand(s) in ${((Date.now() - started) / 1000).toFixed(1)} s (build ${buildId}).`,
  );
  return { buildId, slugs: selected.map((b) => b.slug) };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string', multiple: true },
      'test-components': { type: 'boolean', default: false },
      'build-id': { type: 'string' },
      release: { type: 'boolean', default: false },
    },
  });
  const brands = (values.brand ?? []).flatMap((b) => b.split(',')).filter(Boolean);
  buildMatrix({
    brands,
    testComponents: values['test-components'] ?? false,
    release: values.release ?? false,
    ...(values['build-id'] ? { buildId: values['build-id'] } : {}),
  }).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
