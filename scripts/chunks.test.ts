import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

  it('shares no stylesheet between a group and modules of other folders', () => {
    // A group takes the stylesheets its modules import. A module of another area importing
    // one of them then loads the group's whole file: the offer's, once, on the identity
    // check's page. Modules in a folder of the group's own are on its pages anyway.
    const sourceFiles = (readdirSync('src', { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
      .map((file) => join('src', file));
    const stylesheetsOf = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/^import '(\.{1,2}\/[^']+\.css)';$/gm)].map(
        ([, spec]) => relative('.', resolve(dirname(file), spec ?? '')),
      );
    const shared: string[] = [];
    for (const g of chunkGroups.filter((g) => !['page', 'runtime'].includes(g.name))) {
      const members = sourceFiles.filter((file) => inGroup(g, `/w/${file}`));
      const folders = new Set(members.map((file) => dirname(file)));
      const ours = new Set(members.flatMap(stylesheetsOf));
      for (const file of sourceFiles.filter((file) => !folders.has(dirname(file))))
        for (const sheet of stylesheetsOf(file))
          if (ours.has(sheet)) shared.push(`${sheet}: group ${g.name} and ${file}`);
    }
    expect(shared).toEqual([]);
  });
});
