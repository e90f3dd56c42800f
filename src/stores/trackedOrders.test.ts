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
    const { firstTracking, TRACKED_ORDERS_KEPT_DAYS } = await load();
    const first = new Date('2026-01-01T00:00:00.000Z');
    expect(firstTracking('old', first)).toBe(true);
    expect(firstTracking('kept', new Date(first.getTime() + 1))).toBe(true);
    expect(
      firstTracking('new', new Date(first.getTime() + TRACKED_ORDERS_KEPT_DAYS * DAY_MS + 1)),
    ).toBe(true);
    expect(Object.keys(stored() as object)).toEqual(['kept', 'new']);
  });

  it('reads a corrupted or foreign value as no order tracked, and replaces it', async () => {
    localStorage.setItem('trackedOrders', JSON.stringify({ abc: 'yesterday' }));
    expect((await load()).firstTracking('abc')).toBe(true);
    expect(Object.keys(stored() as object)).toEqual(['abc']);
  });

  it('still tracks once per page load where localStorage is denied or full', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { firstTracking } = await load();
    expect(firstTracking('abc')).toBe(true);
    expect(firstTracking('abc')).toBe(false);
  });
});
