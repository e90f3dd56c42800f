import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The step ships under the page byte budget: its static imports reach neither zod (about
 * 40 KB gzip) nor the date picker (about 36 KB gzip); both load after the page.
 */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Whether the static import graph from `entry` reaches a module `isTarget` matches. */
function reaches(entry: string, isTarget: (specifier: string, file: string) => boolean) {
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
  return visit(resolve(import.meta.dirname, entry));
}

const zod = (specifier: string) => specifier === 'zod' || specifier.startsWith('zod/');
const datePicker = (_: string, file: string) => file.endsWith('/ui/DatePicker.tsx');

describe('what the ID data step loads with the page', () => {
  it('reaches neither zod nor the date picker from the screen', () => {
    expect(reaches('IdDataScreen.tsx', zod)).toBe(false);
    expect(reaches('IdDataScreen.tsx', datePicker)).toBe(false);
  });

  it('would notice them: the rules reach zod, the calendar is the picker', () => {
    expect(reaches('idSchema.ts', zod)).toBe(true);
    expect(reaches('../../../ui/showcase/DatePickerShowcase.tsx', datePicker)).toBe(true);
  });
});
