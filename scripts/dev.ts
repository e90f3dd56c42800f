/**
 * `BRAND=<slug> npm run dev`: the sandbox API plus Astro's dev server for one brand;
 * Vite forwards `/api` to the sandbox (see astro.config.mjs).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startSandbox } from '../sandbox/server.ts';
import { ROOT } from './paths.ts';

if (!process.env['API_UPSTREAM']) await startSandbox();
const astro = spawn(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev'], {
  cwd: ROOT,
  stdio: 'inherit',
});
astro.on('exit', (code) => process.exit(code ?? 0));
