/**
 * `npm test`: every check, in phases; the first phase that fails ends the run. Side by side
 * where one of them leaves a core idle: the lint and the type check each keep one core
 * busy and write nothing the other reads; the Firefox and WebKit tests spend most of their
 * time waiting on WebDriver, so they run beside the Chromium tests, on ports of their own.
 * The unit tests and the build take every core. The first script of a phase prints as it
 * goes; the others print whole once the phase has ended, so that a failure in any of them
 * stands in the last lines of the run, which is all some CI logs keep.
 */
import { spawn } from 'node:child_process';

interface Step {
  script: string;
  env?: Record<string, string>;
}

const phases: readonly (readonly Step[])[] = [
  [{ script: 'lint:code' }, { script: 'lint:format' }, { script: 'typecheck' }],
  [{ script: 'test:unit' }],
  [{ script: 'build:test' }],
  [
    { script: 'test:e2e' },
    // The Chromium tests' site and sandbox are on 4321 and 4322.
    { script: 'test:engines', env: { PORT: '4341', SANDBOX_PORT: '4342' } },
  ],
];

interface Outcome {
  code: number;
  /** What a buffered script printed, for the end of its phase. */
  output: Buffer;
}

/** Runs one npm script, printing as it goes or, when `buffered`, keeping what it prints. */
function run({ script, env = {} }: Step, buffered: boolean): Promise<Outcome> {
  const child = spawn('npm', ['run', '--silent', script], {
    env: { ...process.env, ...env },
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }),
    ),
  );
}

for (const phase of phases) {
  const started = Date.now();
  const outcomes = await Promise.all(phase.map((step, index) => run(step, index > 0)));
  for (const [index, { output }] of outcomes.entries())
    if (index > 0) process.stdout.write(`\n── npm run ${phase[index]?.script} ──\n${output}`);
  const codes = outcomes.map(({ code }) => code);
  const seconds = Math.round((Date.now() - started) / 1000);
  const names = phase.map(({ script }) => script);
  const failed = names.filter((_, index) => codes[index] !== 0);
  console.log(
    `\n${names.join(' + ')}: ${failed.length ? `failed (${failed.join(', ')})` : 'passed'} in ${seconds} s`,
  );
  if (failed.length) process.exit(1);
}
