import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type Db = DatabaseSync;

/**
 * The sandbox's storage: a file under `.data/` (state survives a restart) or `:memory:`
 * for tests. Each module creates its own tables in its `init`.
 */
export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');
  return db;
}

/** Runs `work` in one transaction; concurrent requests never see half of it. */
export function transaction<T>(db: Db, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** A JSON document table: `id`, `brand`, `data`; the shape most modules need. */
export function documentTable<T>(db: Db, table: string) {
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, brand TEXT NOT NULL, data TEXT NOT NULL, updated_at TEXT NOT NULL)`,
  );
  const get = db.prepare(`SELECT brand, data FROM ${table} WHERE id = ?`);
  const put = db.prepare(
    `INSERT INTO ${table} (id, brand, data, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET brand = excluded.brand, data = excluded.data, updated_at = excluded.updated_at`,
  );
  const clear = db.prepare(`DELETE FROM ${table}`);
  return {
    get(id: string): { brand: string; data: T } | undefined {
      const row = get.get(id) as { brand: string; data: string } | undefined;
      return row ? { brand: row.brand, data: JSON.parse(row.data) as T } : undefined;
    },
    put(id: string, brand: string, data: T) {
      put.run(id, brand, JSON.stringify(data), new Date().toISOString());
    },
    clear() {
      clear.run();
    },
  };
}
