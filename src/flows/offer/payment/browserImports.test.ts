import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The step ships under the page byte budget: its static imports must not reach zod
 * (about 40 KB gzip). The rules that need zod are imported on first validation.
 */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function reachesZod(entry: string): boolean {
  const seen = new Set<string>();
  const visit = (file: string): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      if (specifier === 'zod' || specifier.startsWith('zod/')) return true;
      if (/^\.\.?\/.*\.tsx?$/.test(specifier) && visit(resolve(dirname(file), specifier))) {
        return true;
      }
    }
    return false;
  };
  return visit(resolve(import.meta.dirname, entry));
}

describe('what the payment step loads with the page', () => {
  it('reaches no zod from the screen', () => {
    expect(reachesZod('PaymentScreen.tsx')).toBe(false);
  });

  it('would notice zod: the lazily loaded rules reach it', () => {
    expect(reachesZod('paymentSchema.ts')).toBe(true);
  });
});
