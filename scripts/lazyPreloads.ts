import type { Plugin } from 'vite';

/** What the bundle says about one file: the chunks it imports statically. */
export type StaticImports = (fileName: string) => readonly string[] | undefined;

/** Every chunk `file` loads statically, itself included. */
export function loadedWith(file: string, importsOf: StaticImports): Set<string> {
  const loaded = new Set<string>();
  const queue = [file];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (loaded.has(next)) continue;
    loaded.add(next);
    queue.push(...(importsOf(next) ?? []));
  }
  return loaded;
}

/** The files worth preloading at a dynamic import in `host`: those `host` has not loaded. */
export function newDependencies(
  host: string,
  deps: readonly string[],
  importsOf: StaticImports,
): string[] {
  const loaded = loadedWith(host, importsOf);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * At every dynamic import Vite writes the list of files to fetch beside it: the imported
 * chunk's whole static import tree. Most of it, React and the runtime above all, the
 * importing chunk has loaded already; its names are bytes in every chunk with a dynamic
 * import, the island's first ones included. The list keeps only what is new to the host.
 */
export function lazyPreloads(): Plugin {
  let importsOf: StaticImports = () => undefined;
  return {
    name: 'telco:lazy-preloads',
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return {
        build: {
          modulePreload: {
            // Astro's setting, kept: its pages need no polyfill.
            polyfill: false,
            resolveDependencies: (_file, deps, { hostId }) =>
              newDependencies(hostId, deps, importsOf),
          },
        },
      };
    },
    // Runs before Vite's own generateBundle writes the lists, with the bundle they describe.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        importsOf = (fileName) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output.imports : undefined;
        };
      },
    },
  };
}
