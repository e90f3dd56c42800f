import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuildId } from '../src/release/latestBuild.ts';
import { currentBuildId, gitCommit, writeReleaseFiles } from './release.ts';

const commit = gitCommit();

describe('public release files', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('make a build id without the source commit, unique per build', () => {
    const ids = [currentBuildId({}), currentBuildId({})];
    expect(ids[0]).toMatch(/^\d{8}T\d{6}-[0-9a-f]{8}$/);
    expect(ids[0]).not.toBe(ids[1]);
    if (commit) for (const id of ids) expect(id).not.toContain(commit);
    expect(currentBuildId({ BUILD_ID: 'ci-42' })).toBe('ci-42');
  });

  it('write latest.json and the meta file without a commit, readable by the poller', () => {
    dir = mkdtempSync(join(tmpdir(), 'release-'));
    const buildId = currentBuildId({});
    writeReleaseFiles(dir, { buildId, brand: 'aldi', routes: 3 });
    const latest = readFileSync(join(dir, 'builds/latest.json'), 'utf8');
    const [metaFile = ''] = readdirSync(join(dir, 'builds/meta'));
    const meta = JSON.parse(readFileSync(join(dir, 'builds/meta', metaFile), 'utf8')) as object;
    expect(Object.keys(meta).sort()).toEqual(['brand', 'buildId', 'builtAt', 'routes']);
    if (commit) expect(latest + JSON.stringify(meta)).not.toContain(commit);
    expect(readBuildId(JSON.parse(latest))).toBe(buildId);
  });
});
