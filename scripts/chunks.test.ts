import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkGroups, inGroup } from './chunks.ts';

const group = (name: string) => chunkGroups.find((g) => g.name === name)!;

describe('the chunk groups', () => {
  it.each(chunkGroups.map((g) => [g.name, g] as const))(
    '%s names only modules and folders that exist',
    (_name, g) => {
      const missing = [
        ...(g.sources ?? []).filter(
          (source) => !existsSync(`src/${source}.ts`) && !existsSync(`src/${source}.tsx`),
        ),
        ...[...(g.packages ?? []), ...(g.packageFolders ?? [])].filter(
          (folder) => !existsSync(`node_modules/${folder}`),
        ),
      ];
      expect(missing).toEqual([]);
    },
  );

  it('matches sources by their whole path, packages by their folder', () => {
    const runtime = group('runtime');
    expect(inGroup(runtime, '/w/src/flows/flowScreen.tsx')).toBe(true);
    expect(inGroup(runtime, '/w/src/flows/flowScreen.test.tsx')).toBe(false);
    expect(inGroup(runtime, '/w/src/offer/flows/flowScreen.tsx')).toBe(false);
    expect(inGroup(runtime, '/w/node_modules/react-dom/cjs/react-dom.production.js')).toBe(true);
    expect(inGroup(runtime, '/w/node_modules/react-hook-form/dist/index.esm.mjs')).toBe(false);
    expect(inGroup(group('page'), '\0virtual:brand')).toBe(true);
  });

  it('keeps React out of what pages without an island load', () => {
    const page = group('page');
    expect(page.packages).not.toContain('react');
    expect(inGroup(page, '/w/node_modules/react/index.js')).toBe(false);
  });
});
