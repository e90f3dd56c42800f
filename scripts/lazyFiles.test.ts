import { describe, expect, it } from 'vitest';
import { fillLazyFiles, type ChunkFacts } from './lazyFiles.ts';

/** The host has loaded runtime and react; the list's chunk needs runtime and mantine too. */
const chunks: ChunkFacts[] = [
  { fileName: '_astro/host.js', moduleIds: ['/p/src/Field.tsx'], imports: ['_astro/runtime.js'] },
  { fileName: '_astro/runtime.js', moduleIds: ['/p/node_modules/react'], imports: [] },
  {
    fileName: '_astro/list.js',
    moduleIds: ['/p/src/List.tsx'],
    imports: ['_astro/runtime.js', '_astro/mantine.js'],
  },
  {
    fileName: '_astro/mantine.js',
    moduleIds: ['/p/node_modules/mantine'],
    imports: ['_astro/runtime.js'],
  },
];
const where = { root: '/p/', base: '/' };

describe('fillLazyFiles', () => {
  it("writes in the marker's place the files of the module that its host has not loaded", () => {
    const code =
      'let a=w(`lazy-files:src/List.tsx`,()=>import(`./list.js`)),b="lazy-files:src/List.tsx";';
    expect(fillLazyFiles(code, '_astro/host.js', chunks, where)).toBe(
      'let a=w(["/_astro/list.js","/_astro/mantine.js"],()=>import(`./list.js`)),' +
        'b=["/_astro/list.js","/_astro/mantine.js"];',
    );
  });

  it('fails the build for a module the bundle does not have', () => {
    expect(() =>
      fillLazyFiles("w('lazy-files:src/Gone.tsx')", '_astro/host.js', chunks, where),
    ).toThrow('_astro/host.js: lazy-files:src/Gone.tsx names no module of the bundle');
  });
});
