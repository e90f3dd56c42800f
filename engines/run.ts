/**
 * `npm run test:engines [-- --engine firefox|webkit] [Playwright's options]`: the
 * cross-engine suite (engines/playwright.config.ts), every engine or the one named.
 * Everything else is handed to `playwright test` as it is.
 *
 * Each engine runs in a Playwright run of its own, one after the other, each with its own site
 * and sandbox on their own ports: the site's test hook (problems reported, scripts made to
 * fail) then belongs to one engine. In `npm test` they run beside the Chromium tests, which
 * take longer than both: one browser more at a time is what a 2-core machine can carry.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { engineNames, type EngineName } from './driver/engine.ts';

const args = process.argv.slice(2);
const forwarded: string[] = [];
const chosen: EngineName[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? '';
  const engine = arg === '--engine' ? args[++i] : arg.startsWith('--engine=') ? arg.slice(9) : null;
  if (engine === null) forwarded.push(arg);
  else if (engine && (engineNames as readonly string[]).includes(engine))
    chosen.push(engine as EngineName);
  else {
    console.error(`--engine takes one of ${engineNames.join(', ')}, not ${engine ?? 'nothing'}`);
    process.exit(2);
  }
}
const engines = chosen.length > 0 ? chosen : [...engineNames];
const config = join(import.meta.dirname, 'playwright.config.ts');
const basePort = Number(process.env['PORT'] ?? 4321);
const baseSandboxPort = Number(process.env['SANDBOX_PORT'] ?? 4322);
/** Each engine's site and sandbox ten ports above the one before. */
const PORT_STEP = 10;

/** One engine's run; its output lines carry the engine's name when several run. */
function runEngine(engine: EngineName, index: number): Promise<number> {
  const child = spawn('playwright', ['test', '-c', config, `--project=${engine}`, ...forwarded], {
    env: {
      ...process.env,
      PORT: String(basePort + index * PORT_STEP),
      SANDBOX_PORT: String(baseSandboxPort + index * PORT_STEP),
    },
    stdio: engines.length === 1 ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    if (stream)
      createInterface({ input: stream }).on('line', (line) => console.log(`[${engine}] ${line}`));
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes: number[] = [];
for (const [index, engine] of engines.entries()) codes.push(await runEngine(engine, index));
process.exit(codes.find((code) => code !== 0) ?? 0);
