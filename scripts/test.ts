/**
 * `npm test`: every check, in phases. The lint and the type check each keep one core busy
 * and write nothing the other reads, so they run side by side (each one's output printed
 * whole when it ends); then the unit tests, the build the browser tests run on, the browser
 * tests in Chromium, and the other engines. The first phase that fails ends the run.
 */
import { spawn } from 'node:child_process';

type Phase = readonly string[];

const phases: readonly Phase[] = [
  ['lint', 'typecheck'],
  ['test:unit'],
  ['build:test'],
  ['test:e2e'],
  ['test:engines'],
];

/** Runs one npm script; alone it prints as it goes, beside others it prints when it ends. */
function run(script: string, alone: boolean): Promise<{ script: string; code: number }> {
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      if (!alone) {
        process.stdout.write(`\n── npm run ${script} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ script, code: code ?? (signal ? 1 : 0) });
    }),
  );
}

for (const phase of phases) {
  const started = Date.now();
  const results = await Promise.all(phase.map((script) => run(script, phase.length === 1)));
  const seconds = Math.round((Date.now() - started) / 1000);
  const failed = results.filter(({ code }) => code !== 0).map(({ script }) => script);
  console.log(
    `\n${phase.join(' + ')}: ${failed.length ? `failed (${failed.join(', ')})` : 'passed'} in ${seconds} s`,
  );
  if (failed.length) process.exit(1);
}
