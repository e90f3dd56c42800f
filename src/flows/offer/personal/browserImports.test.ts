import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachesZod as reachesZodFrom } from '../../staticImports.ts';

/**
 * The step ships under the page byte budget: its static imports must not reach zod
 * (about 40 KB gzip). The rules that need zod are imported on first validation.
 */

const reachesZod = (file: string) => reachesZodFrom(resolve(import.meta.dirname, file));

describe('what the personal data step loads with the page', () => {
  it('reaches no zod from the screen', () => {
    expect(reachesZod('PersonalDataScreen.tsx')).toBe(false);
  });

  it('would notice zod: the lazily loaded rules reach it', () => {
    expect(reachesZod('personalSchema.ts')).toBe(true);
  });
});
