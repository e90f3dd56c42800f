/**
 * The per-brand build matrix: `npm run build [-- --brand <slug>] [--test-components] [--release]`.
 * Each brand is its own Astro build into `dist/<slug>/`, run in parallel up to the
 * number of cores, followed by its release manifest and host rules; its compressed copies
 * are made on zlib's thread pool while the next brand builds, each distinct content once.
 * `--release` is a production build: it refuses a brand whose production settings are
 * missing (scripts/settings.ts `releaseProblems`) and names only public hosts.
 */
import { fork } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBrands } from '../src/brand/registry.ts';
import { publicHosts } from '../src/brand/sites.ts';
import { shells } from '../src/shells.ts';
import type { BuildMark } from './buildTimings.ts';
import type { BuildAnswer, BuildRequest } from './buildWorker.ts';
import { writeHostRules } from './hostRules.ts';
import { CompressionCache, precompress } from './precompress.ts';
import { currentBuildId, gitCommit, writeReleaseFiles } from './release.ts';
import { inputsHash, readBrandStamp, writeBrandStamp, writeStamp } from './stamp.ts';
import { DIST, ROOT } from './paths.ts';
import { optionsTakenByNpm, releaseProblems } from './settings.ts';

export interface BuildOptions {
  brands?: string[];
  testComponents?: boolean;
  buildId?: string;
  quiet?: boolean;
  /** A production build: every production setting present, public host names only. */
  release?: boolean;
  /** Where the brand folders go (default `dist/`). */
  distDir?: string;
}

export class ReleaseSettingsError extends Error {
  override name = 'ReleaseSettingsError';
}

/** What one brand's build took: its Astro build (phases and CPU) and the whole of it. */
export interface BrandBuilt {
  slug: string;
  /** Astro's build, from its start: see scripts/buildTimings.ts. */
  marks: BuildMark[];
  astroSeconds: number;
  astroCpuSeconds: number;
  /** Astro's build, release files, host rules and compressed copies. */
  seconds: number;
}

export interface MatrixBuilt {
  buildId: string;
  slugs: string[];
  brands: BrandBuilt[];
  seconds: number;
  /** CPU time of the build processes and of this one (compression), seconds. */
  cpuSeconds: number;
}

interface BuildProcess {
  build: (slug: string) => Promise<Extract<BuildAnswer, { ok: true }>>;
  close: () => void;
}

/** A build process (scripts/buildWorker.ts) that builds one brand after another. */
function startBuildProcess(env: Record<string, string>, quiet: boolean): BuildProcess {
  const child = fork(join(ROOT, 'scripts/buildWorker.ts'), [], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'ignore', 'pipe', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  let waiting:
    { slug: string; done: (a: BuildAnswer) => void; fail: (e: Error) => void } | undefined;
  child.on('message', (answer: BuildAnswer) => waiting?.done(answer));
  child.on('exit', (code) =>
    waiting?.fail(new Error(`Build of brand "${waiting.slug}" stopped (exit ${code})\n${stderr}`)),
  );
  return {
    build: (slug) =>
      new Promise<BuildAnswer>((done, fail) => {
        waiting = { slug, done, fail };
        child.send({ slug, env, quiet } satisfies BuildRequest);
      }).then((answer) => {
        waiting = undefined;
        if (!answer.ok)
          throw new Error(`Build of brand "${slug}" failed\n${answer.error}\n${stderr}`);
        return answer;
      }),
    close: () => child.kill(),
  };
}

/** Identifies the sources and options of a build, so `npm start` can skip an up-to-date one. */
export const buildInputsHash = (slugs: string[], testComponents: boolean, release = false) =>
  inputsHash(ROOT, { slugs: [...slugs].sort(), testComponents, ...(release ? { release } : {}) });

/** Identifies the sources and options of one brand's build, whichever brands were built with it. */
export const brandInputsHash = (testComponents: boolean, release: boolean) =>
  inputsHash(ROOT, { testComponents, release });

/**
 * Whether `dist/<slug>/` was built from the sources as they are now, as a test, release or
 * plain build. A smoke of a build older than the code checks what is no longer there.
 */
export function builtFromCurrentSources(slug: string, distDir: string = DIST): boolean {
  const stamp = readBrandStamp(distDir, slug);
  return (
    stamp !== undefined &&
    [false, true].some((testComponents) =>
      [false, true].some((release) => stamp === brandInputsHash(testComponents, release)),
    )
  );
}

export async function buildMatrix(options: BuildOptions = {}): Promise<MatrixBuilt> {
  const all = loadBrands();
  const unknown = (options.brands ?? []).filter((s) => !all.some((b) => b.slug === s));
  if (unknown.length)
    throw new Error(
      `Unknown brand(s): ${unknown.join(', ')}. Known: ${all.map((b) => b.slug).join(', ')}`,
    );
  const selected = options.brands?.length
    ? all.filter((b) => options.brands?.includes(b.slug))
    : all;
  // The pages learn it at build time (src/env.d.ts): a release build follows no provider on
  // this machine.
  process.env['PUBLIC_RELEASE'] = options.release ? '1' : '';
  if (options.release) {
    const problems = selected.flatMap((brand) =>
      releaseProblems({
        hosts: brand.hosts,
        publicHosts: publicHosts(brand.hosts),
        file: relative(ROOT, join(brand.dir, 'brand.json')),
        hotline: brand.hotline,
        whiteLabel: brand.whiteLabel,
      }).map((p) => `  ${brand.slug}: ${p}`),
    );
    if (problems.length)
      throw new ReleaseSettingsError(
        `No release build: production settings are missing.\n${problems.join('\n')}`,
      );
  }
  const buildId = options.buildId ?? currentBuildId();
  const started = Date.now();
  const distDir = resolve(options.distDir ?? DIST);
  const env = {
    DIST_DIR: distDir,
    BUILD_ID: buildId,
    TEST_COMPONENTS: options.testComponents ? '1' : '',
  };
  const cpu = process.cpuUsage();
  const brandHash = brandInputsHash(options.testComponents ?? false, options.release ?? false);
  const cache = new CompressionCache();
  const queue = [...selected];
  const built: Promise<BrandBuilt>[] = [];
  const processes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, () =>
    startBuildProcess(env, options.quiet ?? false),
  );
  const processCpu = processes.map(() => 0);
  try {
    await Promise.all(
      processes.map(async (builder, index) => {
        for (let brand = queue.shift(); brand; brand = queue.shift()) {
          const t0 = Date.now();
          rmSync(join(distDir, brand.slug), { recursive: true, force: true });
          const astro = await builder.build(brand.slug);
          processCpu[index] = astro.processCpuSeconds;
          const out = join(distDir, brand.slug);
          writeReleaseFiles(out, {
            buildId,
            brand: brand.slug,
            routes: shells(brand.availableLanguages).length,
          });
          writeHostRules(
            options.release ? { ...brand, hosts: publicHosts(brand.hosts) } : brand,
            distDir,
          );
          writeBrandStamp(distDir, brand.slug, brandHash);
          // Compressed on zlib's threads while this process builds the next brand.
          built.push(
            precompress(out, cache).then(() => {
              const seconds = (Date.now() - t0) / 1000;
              console.log(
                `✓ ${brand.slug} built in ${seconds.toFixed(1)} s → ${relative(ROOT, out) || out}/`,
              );
              return {
                slug: brand.slug,
                marks: astro.marks,
                astroSeconds: astro.seconds,
                astroCpuSeconds: astro.cpuSeconds,
                seconds,
              };
            }),
          );
        }
      }),
    );
  } finally {
    for (const builder of processes) builder.close();
  }
  const brands = await Promise.all(built);
  const own = process.cpuUsage(cpu);
  const seconds = (Date.now() - started) / 1000;
  const cpuSeconds = processCpu.reduce((sum, s) => sum + s, (own.user + own.system) / 1e6);
  mkdirSync(distDir, { recursive: true });
  writeStamp(
    distDir,
    buildInputsHash(
      selected.map((b) => b.slug),
      options.testComponents ?? false,
      options.release ?? false,
    ),
  );
  writeFileSync(
    join(distDir, 'build-report.json'),
    JSON.stringify(
      {
        buildId,
        commit: gitCommit() ?? null,
        brands: selected.map((b) => b.slug),
        seconds,
        cpuSeconds,
      },
      null,
      2,
    ),
  );
  console.log(
    `Built ${selected.length} brand(s) in ${seconds.toFixed(1)} s, ${cpuSeconds.toFixed(1)} CPU-s (build ${buildId}).`,
  );
  return { buildId, slugs: selected.map((b) => b.slug), brands, seconds, cpuSeconds };
}

if (import.meta.main) {
  const options = {
    brand: { type: 'string', multiple: true },
    'test-components': { type: 'boolean', default: false },
    'build-id': { type: 'string' },
    release: { type: 'boolean', default: false },
  } as const;
  // `npm run build --release` hands npm the option and the build nothing: it would start a
  // full non-release build that replaces every dist/ folder.
  const swallowed = optionsTakenByNpm(Object.keys(options));
  if (swallowed.length) {
    const typed = swallowed.map((o) => `--${o}`).join(' ');
    console.error(
      `npm took ${typed} as its own setting and passed nothing to the build.\n` +
        `Put -- before the build's options: npm run build -- ${typed} …`,
    );
    process.exit(2);
  }
  const { values } = parseArgs({ options });
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
