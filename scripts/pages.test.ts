import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islands } from '../src/routes.ts';
import { expectedPages, generatedPages, PAGES_DIR } from './pages.ts';

describe('screen page files', () => {
  it('exist for every island of the route table and are up to date (run `npm run pages`)', async () => {
    for (const [file, text] of await expectedPages()) {
      expect(existsSync(join(PAGES_DIR, file)), file).toBe(true);
      expect(readFileSync(join(PAGES_DIR, file), 'utf8'), file).toBe(text);
    }
  });

  it('are not left over for screens without an island', async () => {
    expect(generatedPages().sort()).toEqual([...(await expectedPages()).keys()].sort());
  });

  it('name island modules that exist', () => {
    for (const { module } of Object.values(islands))
      expect(existsSync(join(PAGES_DIR, '../flows', module)), module).toBe(true);
  });
});
