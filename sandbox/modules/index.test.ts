import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SandboxModule } from '../context.ts';
import { moduleFiles, modules, seedOrder } from './index.ts';

const stub = (name: string, after?: string[]): SandboxModule => ({
  name,
  ...(after ? { after } : {}),
  init: () => undefined,
  routes: () => undefined,
  seed: () => [],
});

describe('the sandbox modules', () => {
  it('are found as files and as folders, each under a name of its own', () => {
    const files = moduleFiles().map((f) => relative(import.meta.dirname, f));
    expect(files).toEqual(expect.arrayContaining(['lists.ts', join('withdrawal', 'index.ts')]));
    expect(files).not.toContain('index.ts');
    expect(files.filter((f) => /\.(test|client)\.ts$/.test(f))).toEqual([]);
    const names = modules.map((m) => m.name);
    expect(names).toHaveLength(files.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('wait only for modules that exist, and seed after them', () => {
    const names = modules.map((m) => m.name);
    for (const m of modules)
      for (const before of m.after ?? []) {
        expect(names, `${m.name} after ${before}`).toContain(before);
        expect(names.indexOf(before), `${m.name} after ${before}`).toBeLessThan(
          names.indexOf(m.name),
        );
      }
  });
});

describe('seedOrder', () => {
  it('puts a module after those it names, the others by name', () => {
    const order = seedOrder([stub('b', ['d']), stub('a'), stub('d', ['c']), stub('c')]);
    expect(order.map((m) => m.name)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('ignores a module it waits for that is not there (a test sandbox of a few modules)', () => {
    expect(seedOrder([stub('withdrawal', ['offer'])]).map((m) => m.name)).toEqual(['withdrawal']);
  });

  it('refuses modules that wait for each other', () => {
    expect(() => seedOrder([stub('a', ['b']), stub('b', ['a'])])).toThrow('a → b → a');
  });
});
