import type { Plugin } from 'vite';
import { loadedWith, newDependencies, type StaticImports } from './lazyPreloads.ts';

/**
 * A string `lazy-files:<module below the project>` in the browser's code becomes the list of
 * files that module's code needs beyond what the chunk holding the string has loaded: the
 * file a dynamic import of it fetches, and that file's static imports. A screen can then
 * fetch them itself before it imports them (src/ui/importWhenReachable.ts).
 */
export const LAZY_FILES = 'lazy-files:';

const marker = new RegExp(`(["'\`])${LAZY_FILES}([^"'\`]+)\\1`, 'g');

/** One chunk of the bundle, as far as the lists need it. */
export interface ChunkFacts {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/** `code` of the chunk `host` with each marker replaced by its list (URLs below `base`). */
export function fillLazyFiles(
  code: string,
  host: string,
  chunks: readonly ChunkFacts[],
  { root, base }: { root: string; base: string },
): string {
  const importsOf: StaticImports = (fileName) =>
    chunks.find((chunk) => chunk.fileName === fileName)?.imports;
  return code.replace(marker, (_whole, _quote, module: string) => {
    const id = `${root.replace(/\/$/, '')}/${module}`;
    const target = chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (!target) throw new Error(`${host}: ${LAZY_FILES}${module} names no module of the bundle`);
    const files = newDependencies(host, [...loadedWith(target.fileName, importsOf)], importsOf);
    return JSON.stringify(files.map((file) => `${base}${file}`));
  });
}

/** Fills the markers in the client's chunks once their files have their final names. */
export function lazyFiles(): Plugin {
  return {
    name: 'telco:lazy-files',
    // Last: Vite drops the chunks that only imported CSS in its own generateBundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The server's copy renders the first view only: it never loads a list.
        if (this.environment.name !== 'client') return;
        const { root, base } = this.environment.config;
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        for (const chunk of chunks)
          if (chunk.code.includes(LAZY_FILES))
            chunk.code = fillLazyFiles(chunk.code, chunk.fileName, chunks, { root, base });
      },
    },
  };
}
