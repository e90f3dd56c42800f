import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { brandInputsHash, builtFromCurrentSources } from './build.ts';
import { ROOT } from './paths.ts';
import { writeBrandStamp } from './stamp.ts';

it('stops `npm run build --release` (no `--`) at once, before it builds or deletes anything', async () => {
  const started = performance.now();
  // What npm hands the script for `npm run build --release -- --brand <slug>`: the option as
  // its config. An unknown brand: were the option not refused, the build stops at once (1).
  const build = spawn(process.execPath, [join(ROOT, 'scripts/build.ts'), '--brand', 'nosuch'], {
    cwd: ROOT,
    env: { ...process.env, npm_config_release: 'true' },
  });
  let stderr = '';
  build.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(build, 'exit')) as [number | null];
  expect(stderr).toContain('npm took --release as its own setting and passed nothing to the build');
  expect(stderr).toContain('npm run build -- --release');
  // 2: refused before the build; a build that started and failed exits 1.
  expect(code).toBe(2);
  expect(performance.now() - started).toBeLessThan(10_000);
});

it("knows whether a brand's build is of the sources as they are now, whatever was built with it", () => {
  const dist = mkdtempSync(join(tmpdir(), 'stamp-'));
  try {
    expect(builtFromCurrentSources('aldi', dist), 'no note of its inputs').toBe(false);
    writeBrandStamp(dist, 'aldi', brandInputsHash(false, true));
    writeBrandStamp(dist, 'o2', brandInputsHash(true, false));
    expect(builtFromCurrentSources('aldi', dist), 'a release build of these sources').toBe(true);
    expect(builtFromCurrentSources('o2', dist), 'a test build of these sources').toBe(true);
    writeBrandStamp(dist, 'aldi', 'f'.repeat(64));
    expect(builtFromCurrentSources('aldi', dist), 'built from other sources').toBe(false);
    expect(builtFromCurrentSources('o2', dist), "another brand's build changes nothing").toBe(true);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
