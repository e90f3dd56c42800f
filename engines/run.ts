/**
 * `npm run test:engines [-- --engine firefox|webkit] [Playwright's options]`: the
 * cross-engine suite (engines/playwright.config.ts), all engines one after the other or
 * the one named. Everything else is handed to `playwright test` as it is.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { engineNames } from './driver/engine.ts';

const args = process.argv.slice(2);
const forwarded: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? '';
  const engine = arg === '--engine' ? args[++i] : arg.startsWith('--engine=') ? arg.slice(9) : null;
  if (engine === null) forwarded.push(arg);
  else if (engine && (engineNames as readonly string[]).includes(engine))
    forwarded.push(`--project=${engine}`);
  else {
    console.error(`--engine takes one of ${engineNames.join(', ')}, not ${engine ?? 'nothing'}`);
    process.exit(2);
  }
}
const config = join(import.meta.dirname, 'playwright.config.ts');
const run = spawnSync('playwright', ['test', '-c', config, ...forwarded], { stdio: 'inherit' });
process.exit(run.status ?? 1);
