import type { SandboxContext } from '../../context.ts';
import { transaction, type documentTable } from '../../db.ts';

const seeded = new Map<string, WeakSet<SandboxContext>>();

/**
 * `seed` runs at start and on POST /__sandbox/reset. At start the stored state must survive
 * (a restart is not a reset), so the first seed of a sandbox only adds missing rows; every
 * later one is a reset that restores the seeded rows and drops what testers created.
 */
export function seedIsReset(ctx: SandboxContext, moduleName: string): boolean {
  const contexts = seeded.get(moduleName) ?? new WeakSet<SandboxContext>();
  seeded.set(moduleName, contexts);
  if (contexts.has(ctx)) return true;
  contexts.add(ctx);
  return false;
}

type Documents<T> = ReturnType<typeof documentTable<T>>;

export interface SeedRow<T> {
  id: string;
  brand: string;
  data: T;
}

/** Writes the seeded rows: all of them on a reset, only the missing ones at start. */
export function seedDocuments<T>(
  ctx: SandboxContext,
  table: Documents<T>,
  rows: readonly SeedRow<T>[],
  reset: boolean,
): void {
  transaction(ctx.db, () => {
    if (reset) table.clear();
    for (const row of rows) if (reset || !table.get(row.id)) table.put(row.id, row.brand, row.data);
  });
}
