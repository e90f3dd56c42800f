import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from '../src/brand/registry.ts';
import { ROOT } from './paths.ts';

/** `npm run smoke -- …args`, as QA types it: its exit code and what it printed to stderr. */
function smoke(...args: string[]) {
  // Without npm's own settings of the run that started this test (scripts/settings.ts).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('npm_config_')),
  );
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/smoke.ts'), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stderr: run.stderr.trim() };
}

describe('a smoke asked for wrongly', () => {
  it('names an unknown brand and the brands there are, in one line', () => {
    expect(smoke('--brand', 'nope')).toEqual({
      status: 2,
      stderr: `--brand "nope" is none of ${loadBrands()
        .map((b) => b.slug)
        .join(', ')}`,
    });
  });

  it('names a site given without its scheme, in one line', () => {
    expect(smoke('--brand', 'aldi', '--base-url', 'angebot.alditalk.example')).toEqual({
      status: 2,
      stderr:
        '--base-url "angebot.alditalk.example" is no http(s) URL: give it with its scheme, as https://angebot.alditalk.example',
    });
  });
});
