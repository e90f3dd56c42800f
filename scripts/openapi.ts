import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderOpenApi } from '../src/api/openapi.ts';

/** Writes src/api/openapi.json from the zod contract; a unit test fails while it is stale. */
export const OPENAPI_FILE = resolve(import.meta.dirname, '../src/api/openapi.json');

if (import.meta.main) {
  writeFileSync(OPENAPI_FILE, renderOpenApi());
  console.log(`wrote ${OPENAPI_FILE}`);
}
