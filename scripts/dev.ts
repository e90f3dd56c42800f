/**
 * `BRAND=<slug> npm run dev`: the sandbox API plus Astro's dev server for one brand;
 * Vite forwards `/api` to the sandbox (see astro.config.mjs).
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { startSandbox } from '../sandbox/server.ts';
import { LOCALES_DIR } from '../src/i18n/resources.ts';
import { defaultLocale } from '../src/routes.ts';
import { ROOT } from './paths.ts';
import { writeTextKeys } from './textKeys.ts';

// The committed text key types follow locales/de while the server runs. Only here: a Vite
// plugin would also rewrite them under Vitest and `astro check`, and the unit test that
// holds the committed file current could never fail.
function keepKeyTypes() {
  try {
    writeTextKeys();
  } catch (error) {
    // A text file saved half-way is no reason to stop the server.
    console.error('Text key types not written:', error);
  }
}
keepKeyTypes();
watch(join(LOCALES_DIR, defaultLocale), keepKeyTypes);

if (!process.env['API_UPSTREAM']) await startSandbox();
const astro = spawn(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev'], {
  cwd: ROOT,
  stdio: 'inherit',
});
astro.on('exit', (code) => process.exit(code ?? 0));
