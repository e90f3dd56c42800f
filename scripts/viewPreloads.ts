import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { loadedWith, type StaticImports } from './lazyPreloads.ts';

/** One chunk of the browser's bundle, as far as its preloads need it. */
export interface ChunkLinks {
  fileName: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/**
 * The files an island's chunk asks for as soon as it runs: what its own dynamic imports
 * load (a screen's view and data loader, src/flows/flowScreen.tsx), beyond the files the
 * chunk has loaded itself. By chunk file name.
 */
export function islandPreloads(chunks: readonly ChunkLinks[]): Map<string, string[]> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const importsOf: StaticImports = (fileName) => byName.get(fileName)?.imports;
  const preloads = new Map<string, string[]>();
  for (const chunk of chunks) {
    if (chunk.dynamicImports.length === 0) continue;
    const loaded = loadedWith(chunk.fileName, importsOf);
    const wanted = new Set(
      chunk.dynamicImports.flatMap((file) => [...loadedWith(file, importsOf)]),
    );
    preloads.set(
      chunk.fileName,
      [...wanted].filter((file) => !loaded.has(file)),
    );
  }
  return preloads;
}

/**
 * `html` with a `<link rel="modulepreload">` at the end of its body for each file its
 * islands ask for at once, those files named by URL below `base`.
 */
export function withPreloads(
  html: string,
  preloads: ReadonlyMap<string, readonly string[]>,
  base: string,
): string {
  const islands = [...html.matchAll(/\bcomponent-url="([^"]+)"/g)].map((m) =>
    (m[1] ?? '').slice(base.length),
  );
  const files = [...new Set(islands.flatMap((island) => preloads.get(island) ?? []))];
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" href="${base}${file}">`).join('');
  return html.replace(/<\/body>/, `${links}</body>`);
}

/**
 * Puts what each island fetches at once into its page's HTML, after the content: the
 * browser's preload scanner requests the files while the page parses, and Vite's loader,
 * which finds their links present, adds none. Each link it added after the first paint was
 * a request started on the main thread: 20 to 32 of them on a flow screen, 5 to 140 ms of
 * main-thread time in all before the view could show (measured unthrottled on a 2-core
 * machine; issue 30).
 */
export function viewPreloadsIntegration(): AstroIntegration {
  let preloads = new Map<string, string[]>();
  let base = '/';
  const plugin: Plugin = {
    name: 'telco:view-preloads',
    // Last: Vite drops the chunks that only imported CSS in its own generateBundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        base = this.environment.config.base;
        preloads = islandPreloads(
          Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : [])),
        );
      },
    },
  };
  return {
    name: 'view-preloads',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
          if (!file.endsWith('.html')) continue;
          const path = join(root, file);
          const html = readFileSync(path, 'utf8');
          const linked = withPreloads(html, preloads, base);
          if (linked !== html) writeFileSync(path, linked);
        }
      },
    },
  };
}
