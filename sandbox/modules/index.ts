import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SandboxModule } from '../context.ts';

/**
 * The files that hold a module: `<name>.ts` and `<name>/index.ts` of this folder (not its
 * tests, nor `<name>.client.ts`, the client's tests of its calls: src/api/client/areaClientTests.ts).
 */
export function moduleFiles(dir: string = import.meta.dirname): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.isDirectory()) return [join(dir, entry.name, 'index.ts')].filter(existsSync);
      const source = /(?<!\.test|\.client)\.ts$/.test(entry.name);
      return source && entry.name !== 'index.ts' ? [join(dir, entry.name)] : [];
    })
    .sort();
}

const isModule = (value: unknown): value is SandboxModule =>
  typeof value === 'object' &&
  value !== null &&
  ['init', 'routes', 'seed'].every(
    (hook) => typeof (value as Record<string, unknown>)[hook] === 'function',
  );

/**
 * Modules in the order their seeds run: by name, each after the modules it names in
 * `after` (those present).
 */
export function seedOrder(list: readonly SandboxModule[]): SandboxModule[] {
  const byName = new Map(list.map((m) => [m.name, m]));
  const placed = new Set<SandboxModule>();
  const order: SandboxModule[] = [];
  const place = (m: SandboxModule, waiting: readonly string[]) => {
    if (placed.has(m)) return;
    if (waiting.includes(m.name))
      throw new Error(`Sandbox modules wait for each other: ${[...waiting, m.name].join(' → ')}`);
    for (const name of m.after ?? []) {
      const before = byName.get(name);
      if (before) place(before, [...waiting, m.name]);
    }
    placed.add(m);
    order.push(m);
  };
  for (const m of [...list].sort((a, b) => a.name.localeCompare(b.name))) place(m, []);
  return order;
}

/** Loads every module of this folder; a file there that is not one fails the start. */
async function loadModules(): Promise<SandboxModule[]> {
  return Promise.all(
    moduleFiles().map(async (file) => {
      const { default: found } = (await import(pathToFileURL(file).href)) as { default?: unknown };
      if (!isModule(found))
        throw new Error(`${file}: the default export must be a SandboxModule (sandbox/context.ts)`);
      return found;
    }),
  );
}

/** Every module of the sandbox; each owns its tables, routes and scenarios. */
export const modules: readonly SandboxModule[] = seedOrder(await loadModules());
