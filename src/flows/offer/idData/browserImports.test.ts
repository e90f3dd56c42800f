import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isZod, reaches } from '../../staticImports.ts';

/**
 * The step ships under the page byte budget: its static imports reach neither zod (about
 * 40 KB gzip) nor the date picker (about 30 KB gzip); both load after the page.
 */

const here = (file: string) => resolve(import.meta.dirname, file);
const datePicker = (_: string, file: string) => file.endsWith('/ui/DatePicker.tsx');

describe('what the ID data step loads with the page', () => {
  it('reaches neither zod nor the date picker from the screen', () => {
    expect(reaches(here('IdDataScreen.tsx'), isZod)).toBe(false);
    expect(reaches(here('IdDataScreen.tsx'), datePicker)).toBe(false);
  });

  it('would notice them: the rules reach zod, the picker test reaches the picker', () => {
    expect(reaches(here('idSchema.ts'), isZod)).toBe(true);
    expect(reaches(here('../../../ui/DatePicker.test.tsx'), datePicker)).toBe(true);
  });
});
