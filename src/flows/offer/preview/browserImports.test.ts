import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachesZod as reachesZodFrom } from '../../staticImports.ts';

/** The preview ships under the page byte budget: its static imports must not reach zod. */

const reachesZod = (file: string) => reachesZodFrom(resolve(import.meta.dirname, file));

describe('what the offer preview loads with the page', () => {
  it('reaches no zod from the screen', () => {
    expect(reachesZod('PreviewScreen.tsx')).toBe(false);
  });

  it('would notice zod: the use case store it loads later reaches it', () => {
    expect(reachesZod('../../../stores/useCase.ts')).toBe(true);
  });
});
