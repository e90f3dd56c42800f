import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const FLOWS = join(import.meta.dirname, '..');

/** Every source file of the flows (not tests, not test helpers). */
function sources(dir = FLOWS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|testing\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

const offenders = (rule: RegExp, ...allowed: string[]) =>
  sources()
    .map((file) => relative(FLOWS, file))
    .filter(
      (file) => !allowed.includes(file) && rule.test(readFileSync(join(FLOWS, file), 'utf8')),
    );

describe('form steps', () => {
  it('build their form with the shared step module, not with react-hook-form directly', () => {
    expect(offenders(/\buseForm\b(?!Step)/, 'step/useFormStep.ts', 'step/FormEngine.tsx')).toEqual(
      [],
    );
  });

  it('render their <form> through StepForm (error summary, problems, busy submit)', () => {
    expect(offenders(/<form\b/, 'step/StepForm.tsx')).toEqual([]);
  });
});
