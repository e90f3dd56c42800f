import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './paths.ts';

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
