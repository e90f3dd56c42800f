// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoad } from './testing.ts';

const load = pageLoad(() => import('./trackedOrders.ts'));
const DAY_MS = 24 * 60 * 60 * 1000;
const stored = () => JSON.parse(localStorage.getItem('trackedOrders') ?? 'null') as unknown;

describe('the record of tracked orders', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('keeps each mark with when it was tracked, and drops marks older than their days with the next', async () => {
    const { rememberTracked, TRACKED_ORDERS_KEPT_DAYS } = await load();
    const first = new Date('2026-01-01T00:00:00.000Z');
    rememberTracked('old', first);
    rememberTracked('kept', new Date(first.getTime() + 1));
    rememberTracked('new', new Date(first.getTime() + TRACKED_ORDERS_KEPT_DAYS * DAY_MS + 1));
    expect(Object.keys(stored() as object)).toEqual(['kept', 'new']);
    expect((await load()).firstTracking('kept')).toBe(false);
    expect((await load()).firstTracking('old')).toBe(true);
  });

  it('reads a corrupted or foreign value as no order tracked, and replaces it', async () => {
    localStorage.setItem('trackedOrders', JSON.stringify({ abc: 'yesterday' }));
    const { firstTracking, rememberTracked } = await load();
    expect(firstTracking('abc')).toBe(true);
    rememberTracked('abc');
    expect(Object.keys(stored() as object)).toEqual(['abc']);
  });

  it('still tracks once per page load where localStorage is denied or full', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { firstTracking, rememberTracked } = await load();
    expect(firstTracking('abc')).toBe(true);
    rememberTracked('abc');
    expect(firstTracking('abc')).toBe(false);
  });
});
