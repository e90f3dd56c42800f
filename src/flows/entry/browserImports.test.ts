import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachesZod as reachesZodFrom } from '../staticImports.ts';

/** The entry page ships under the page byte budget: its static imports must not reach zod. */

const reachesZod = (file: string) => reachesZodFrom(resolve(import.meta.dirname, file));

describe('what the Novum entry page loads with the page', () => {
  it('reaches no zod from the screen or the island root', () => {
    expect(reachesZod('EntryNovumScreen.tsx')).toBe(false);
    expect(reachesZod('../FlowIsland.tsx')).toBe(false);
  });

  it('would notice zod: the use case store it writes with reaches it', () => {
    expect(reachesZod('../../stores/useCase.ts')).toBe(true);
  });
});
