import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachesZod as reachesZodFrom } from '../../staticImports.ts';

/**
 * The error page ships to the browser under a byte budget: nothing it loads may pull in
 * zod (about 40 KB gzip), which the contract and error-mapping modules next door do.
 */

const reachesZod = (file: string) => reachesZodFrom(resolve(import.meta.dirname, file));

describe('what the offer error page loads in the browser', () => {
  it.each(['OfferErrorView.tsx', 'errorState.ts', 'actions.ts'])('%s reaches no zod', (entry) => {
    expect(reachesZod(entry)).toBe(false);
  });

  it('would notice zod: the error mapping of the API client reaches it', () => {
    expect(reachesZod('../../../api/errors/map.ts')).toBe(true);
  });
});
