import { describe, expect, it } from 'vitest';
import type { SandboxContext } from '../../context.ts';
import { documentTable, openDb } from '../../db.ts';
import { disarmPool } from './disarm/pool.ts';
import { seedDocuments, seedIsReset } from './seedMode.ts';

const context = (): SandboxContext => ({
  db: openDb(':memory:'),
  now: () => new Date(),
  selfOrigin: 'http://127.0.0.1:4322',
  allowedReturnOrigins: () => true,
  uploadDir: '/tmp',
  uploadQuotaBytes: 0,
  disarmPool: disarmPool(),
  log: () => undefined,
  closed: new AbortController().signal,
});

describe('seeding', () => {
  it('keeps stored state at start and restores the seed on every later call', () => {
    const ctx = context();
    const table = documentTable<{ v: string }>(ctx.db, 'things');
    table.put('seeded', 'o2', { v: 'changed by a tester' });
    table.put('created', 'o2', { v: 'made by a tester' });
    const rows = [{ id: 'seeded', brand: 'o2', data: { v: 'seed' } }];

    seedDocuments(ctx, table, rows, seedIsReset(ctx, 'things'));
    expect(table.get('seeded')?.data.v).toBe('changed by a tester');
    expect(table.get('created')).toBeDefined();

    seedDocuments(ctx, table, rows, seedIsReset(ctx, 'things'));
    expect(table.get('seeded')?.data.v).toBe('seed');
    expect(table.get('created')).toBeUndefined();
  });

  it('adds missing seed rows at start', () => {
    const ctx = context();
    const table = documentTable<{ v: string }>(ctx.db, 'things');
    seedDocuments(
      ctx,
      table,
      [{ id: 'a', brand: 'o2', data: { v: 'seed' } }],
      seedIsReset(ctx, 'things'),
    );
    expect(table.get('a')?.data.v).toBe('seed');
  });

  it('tracks each module and sandbox on its own', () => {
    const ctx = context();
    expect(seedIsReset(ctx, 'one')).toBe(false);
    expect(seedIsReset(ctx, 'two')).toBe(false);
    expect(seedIsReset(ctx, 'one')).toBe(true);
    expect(seedIsReset(context(), 'one')).toBe(false);
  });
});
