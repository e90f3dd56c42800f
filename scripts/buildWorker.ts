/**
 * A build process of the brand matrix (scripts/build.ts starts one per core): it builds
 * the brands it is sent one after another with Astro's `build()`, so Node, Astro and the
 * bundler load once per process and run warm for every brand after the first, instead of
 * starting cold for each brand.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'astro';
import type { BuildMark } from './buildTimings.ts';
import { ROOT } from './paths.ts';

export interface BuildRequest {
  slug: string;
  env: Record<string, string>;
  quiet: boolean;
}

export type BuildAnswer =
  | {
      slug: string;
      ok: true;
      marks: BuildMark[];
      seconds: number;
      cpuSeconds: number;
      /** This process's CPU time so far, its start included. */
      processCpuSeconds: number;
    }
  | { slug: string; ok: false; error: string };

async function buildBrand({ slug, env, quiet }: BuildRequest): Promise<BuildAnswer> {
  const timingsFile = join(tmpdir(), `build-timings-${process.pid}-${slug}.json`);
  Object.assign(process.env, env, { BRAND: slug, BUILD_TIMINGS_FILE: timingsFile });
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    await build({ root: ROOT, logLevel: quiet ? 'error' : 'info' });
    const used = process.cpuUsage(cpu);
    const total = process.cpuUsage();
    const { marks } = JSON.parse(readFileSync(timingsFile, 'utf8')) as { marks: BuildMark[] };
    return {
      slug,
      ok: true,
      // Marks from this build's start, not the process's.
      marks: marks.map((m) => ({ ...m, at: m.at - Math.round(started) })),
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6,
      processCpuSeconds: (total.user + total.system) / 1e6,
    };
  } catch (e) {
    return { slug, ok: false, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  } finally {
    rmSync(timingsFile, { force: true });
  }
}

process.on('message', (request: BuildRequest) => {
  void buildBrand(request).then((answer) => process.send?.(answer));
});
