import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};

const version = (text: string) =>
  text
    .match(/(\d+)\.(\d+)/)
    ?.slice(1)
    .map(Number) ?? [];
const atLeast = ([a = 0, b = 0]: number[], [x = 0, y = 0]: number[]) =>
  a > x || (a === x && b >= y);

describe('set-up on a machine with an older node', () => {
  const dir = mkdtempSync(join(tmpdir(), 'old-node-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('declares the node the engines field asks for as a dev dependency', () => {
    const required = version(pkg.engines.node);
    expect(atLeast(version(pkg.devDependencies['node'] ?? ''), required)).toBe(true);
    // Its preinstall script fetches the platform's binary package.
    expect(pkg.allowScripts['node']).toBe(true);
  });

  it('runs npm scripts with that node, not with the one first on PATH', () => {
    // Stands for the machine's old node: it records each call, then runs a real node so
    // npm itself still works.
    const log = join(dir, 'calls.log');
    const fake = join(dir, 'node');
    writeFileSync(fake, `#!/bin/sh\necho "$*" >> '${log}'\nexec '${process.execPath}' "$@"\n`);
    chmodSync(fake, 0o755);
    writeFileSync(log, '');
    const out = execFileSync('npm', ['exec', '--call', 'node -p process.versions.node'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PATH: [dir, process.env['PATH']].join(delimiter) },
    });
    // npm itself ran on the old node (its own command line is logged); the script did not.
    const calls = readFileSync(log, 'utf8').split('\n');
    expect(calls.some((line) => line.includes('exec --call'))).toBe(true);
    expect(calls).not.toContain('-p process.versions.node');
    expect(atLeast(version(out.trim()), version(pkg.engines.node))).toBe(true);
  });
});
