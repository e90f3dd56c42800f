import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * For tests of what a screen ships with its page: the static (value) import graph of a
 * module, following relative .ts/.tsx files. Lazily loaded code (`import()`) and
 * `import type` do not count, as in the page's byte budget.
 */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Whether the static import graph from `entry` reaches a module `isTarget` matches. */
export function reaches(
  entry: string,
  isTarget: (specifier: string, file: string) => boolean,
): boolean {
  const seen = new Set<string>();
  const visit = (file: string): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      const local = /^\.\.?\/.*\.tsx?$/.test(specifier);
      const target = local ? resolve(dirname(file), specifier) : specifier;
      if (isTarget(specifier, target)) return true;
      if (local && visit(target)) return true;
    }
    return false;
  };
  return visit(entry);
}

export const isZod = (specifier: string) => specifier === 'zod' || specifier.startsWith('zod/');

/** `reachesZod(resolve(import.meta.dirname, 'PaymentScreen.tsx'))`: zod is about 40 KB gzip. */
export const reachesZod = (entry: string) => reaches(entry, isZod);
