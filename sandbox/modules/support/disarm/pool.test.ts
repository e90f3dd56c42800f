import { afterEach, describe, expect, it } from 'vitest';
import { DISARM_LIMITS } from './outcome.ts';
import { disarmPool } from './pool.ts';
import { contentBomb, onePage, slowPdf } from './testFiles.ts';

let pool: ReturnType<typeof disarmPool> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the pool that rebuilds uploads', () => {
  it('rebuilds a file on a worker thread', async () => {
    pool = disarmPool();
    expect(await pool.disarm(onePage(), 'application/pdf')).toMatchObject({ ok: true, pages: 1 });
  });

  it('ends a worker whose page unpacks 1.6 GB, before the process grows by more than its budget', async () => {
    pool = disarmPool();
    const before = process.memoryUsage.rss();
    expect(await pool.disarm(contentBomb(100), 'application/pdf')).toEqual({
      ok: false,
      reason: 'budget',
      detail: 'the file needed too much memory',
    });
    // The budget and what one more look at the memory (every 50 ms) lets through.
    expect(process.memoryUsage.rss() - before).toBeLessThan(DISARM_LIMITS.memoryBytes + 512e6);
  }, 60_000);

  it('ends a worker that overruns its time, and goes on with a new one', async () => {
    pool = disarmPool({ ...DISARM_LIMITS, timeMs: -4_900 });
    expect(await pool.disarm(slowPdf(2), 'application/pdf')).toMatchObject({
      ok: false,
      reason: 'budget',
    });
    pool = disarmPool();
    expect(await pool.disarm(onePage(), 'application/pdf')).toMatchObject({ ok: true });
  }, 30_000);

  it('lets a bounded number of files wait: one more is turned away', async () => {
    pool = disarmPool(DISARM_LIMITS, 1);
    const running = [
      pool.disarm(slowPdf(1), 'application/pdf'),
      pool.disarm(slowPdf(1), 'application/pdf'),
    ];
    expect(pool.accepts()).toBe(true);
    const waiting = pool.disarm(onePage(), 'application/pdf');
    expect(pool.accepts()).toBe(false);
    await Promise.all([...running, waiting]);
    expect(pool.accepts()).toBe(true);
  }, 30_000);
});
