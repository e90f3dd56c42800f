/**
 * `npm test`: every check, in phases; the first phase that fails ends the run. Side by side
 * where one of them leaves a core idle: the lint and the type check each keep one core
 * busy and write nothing the other reads; the Firefox and WebKit tests spend most of their
 * time waiting on WebDriver, so they run beside the Chromium tests, on ports of their own.
 * The unit tests and the build take every core. The first script of a phase prints as it
 * goes, the others print whole when they end.
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

/** Runs one npm script, printing as it goes or, when `buffered`, whole when it ends. */
function run({ script, env = {} }: Step, buffered: boolean): Promise<number> {
  const child = spawn('npm', ['run', '--silent', script], {
    env: { ...process.env, ...env },
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      if (buffered) {
        process.stdout.write(`\n── npm run ${script} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

for (const phase of phases) {
  const started = Date.now();
  const codes = await Promise.all(phase.map((step, index) => run(step, index > 0)));
  const seconds = Math.round((Date.now() - started) / 1000);
  const names = phase.map(({ script }) => script);
  const failed = names.filter((_, index) => codes[index] !== 0);
  console.log(
    `\n${names.join(' + ')}: ${failed.length ? `failed (${failed.join(', ')})` : 'passed'} in ${seconds} s`,
  );
  if (failed.length) process.exit(1);
}
