// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { pageLoad } from './testing.ts';

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';
const load = pageLoad(() => import('./orderSent.ts'));
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the marks of sent orders', () => {
  beforeEach(() => localStorage.clear());

  it('name an offer by the hash of its token, never by the token', async () => {
    const { markOrderSent, offerMark, ORDER_SENT_STORAGE_KEY } = await load();
    await markOrderSent(token, new Date('2026-01-14T08:30:00.000Z'));
    const stored = localStorage.getItem(ORDER_SENT_STORAGE_KEY) ?? '';
    expect(stored).not.toContain(token);
    expect(JSON.parse(stored)).toEqual({
      [await offerMark(token)]: '2026-01-14T08:30:00.000Z',
    });
  });

  it('outlive the page, for tabs loaded later', async () => {
    await (await load()).markOrderSent(token);
    const { $ordersSent, offerMark } = await load();
    expect($ordersSent.get()?.[await offerMark(token)]).toBeDefined();
  });

  it('drop marks older than their days with the next order', async () => {
    const { markOrderSent, offerMark, $ordersSent, ORDER_SENT_KEPT_DAYS } = await load();
    const first = new Date('2026-01-01T00:00:00.000Z');
    await markOrderSent('OldOfferToken00000001', first);
    await markOrderSent(token, new Date(first.getTime() + ORDER_SENT_KEPT_DAYS * DAY_MS - 1));
    expect(Object.keys($ordersSent.get() ?? {})).toHaveLength(2);
    await markOrderSent(
      'NewOfferToken00000001',
      new Date(first.getTime() + ORDER_SENT_KEPT_DAYS * DAY_MS + 1),
    );
    expect(Object.keys($ordersSent.get() ?? {}).sort()).toEqual(
      [await offerMark(token), await offerMark('NewOfferToken00000001')].sort(),
    );
  });

  it('let an offer reset to pay again take an order once more', async () => {
    const { markOrderSent, unmarkOrderSent, offerMark, $ordersSent, ORDER_SENT_STORAGE_KEY } =
      await load();
    await markOrderSent(token);
    await markOrderSent('OtherOfferToken000001');
    await unmarkOrderSent(token);
    expect(Object.keys($ordersSent.get() ?? {})).toEqual([
      await offerMark('OtherOfferToken000001'),
    ]);
    await unmarkOrderSent('OtherOfferToken000001');
    expect(localStorage.getItem(ORDER_SENT_STORAGE_KEY)).toBeNull();
  });

  it('read a corrupted or foreign value as none', async () => {
    localStorage.setItem('orderSent', JSON.stringify({ abc: 'yesterday' }));
    expect((await load()).$ordersSent.get()).toBeUndefined();
  });
});
