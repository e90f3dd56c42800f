import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The error page ships to the browser under a byte budget: nothing it loads may pull in
 * zod (about 40 KB gzip), which the contract and error-mapping modules next door do.
 */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Packages reached through value imports, following relative .ts/.tsx files. */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      if (specifier.startsWith('.')) {
        if (/\.tsx?$/.test(specifier)) visit(resolve(dirname(file), specifier));
      } else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

const reachesZod = (entry: string) =>
  [...packagesReachedFrom(resolve(import.meta.dirname, entry))].some(
    (p) => p === 'zod' || p.startsWith('zod/'),
  );

describe('what the offer error page loads in the browser', () => {
  it.each(['OfferErrorView.tsx', 'errorState.ts', 'actions.ts'])('%s reaches no zod', (entry) => {
    expect(reachesZod(entry)).toBe(false);
  });

  it('would notice zod: the error mapping of the API client reaches it', () => {
    expect(reachesZod('../../../api/errors/map.ts')).toBe(true);
  });
});
