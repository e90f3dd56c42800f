/**
 * `npm run smoke -- --brand <slug> [--base-url https://…]`: the browser tests tagged
 * @smoke for one brand, against the local edge (built first if needed) or a deployed URL.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findBrand } from '../src/brand/registry.ts';
import { buildMatrix } from './build.ts';
import { DIST, ROOT } from './paths.ts';

const { values } = parseArgs({
  options: { brand: { type: 'string' }, 'base-url': { type: 'string' } },
});
if (!values.brand) {
  console.error('Usage: npm run smoke -- --brand <slug> [--base-url https://…]');
  process.exit(2);
}
const brand = findBrand(values.brand);
if (!values['base-url'] && !existsSync(join(DIST, brand.slug, 'index.html'))) {
  await buildMatrix({ brands: [brand.slug], quiet: true });
}
const result = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--grep', '@smoke'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      SMOKE_BRAND: brand.slug,
      ...(values['base-url'] ? { BASE_URL: values['base-url'] } : {}),
    },
  },
);
process.exit(result.status ?? 1);
