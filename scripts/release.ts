import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildMetaSchema, latestBuildSchema } from '../src/release/manifest.ts';

/**
 * `BUILD_ID` from the environment (CI), else time plus a random suffix: unique per release
 * and public (open tabs poll it), so it names no commit.
 */
export function currentBuildId(env = process.env): string {
  if (env['BUILD_ID']) return env['BUILD_ID'];
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

/** Source commit, for the build report beside the brand folders (never deployed). */
export function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * `builds/latest.json` (polled by open tabs to learn of a release) and
 * `builds/meta/<buildId>.json` (what that release contains), validated before writing.
 */
export function writeReleaseFiles(
  out: string,
  info: { buildId: string; brand: string; routes: number },
) {
  const builtAt = new Date().toISOString();
  const latest = latestBuildSchema.parse({ buildId: info.buildId, builtAt });
  const meta = buildMetaSchema.parse({ ...info, builtAt });
  mkdirSync(join(out, 'builds/meta'), { recursive: true });
  writeFileSync(join(out, 'builds/latest.json'), json(latest));
  writeFileSync(join(out, 'builds/meta', `${meta.buildId}.json`), json(meta));
}
