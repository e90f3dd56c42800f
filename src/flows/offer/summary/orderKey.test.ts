// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../../../stores/testing.ts';

const token = 'Q2xpZW50T2ZmZXIxMjM0NTY';

/** A page load: the module's memory starts empty. */
const load = pageLoad(() => import('./orderKey.ts'));

describe('the order key of an offer', () => {
  beforeEach(() => sessionStorage.clear());

  it('stays the same for every try of one order, also after a reload', async () => {
    const first = (await load()).orderKey(token);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const { orderKey } = await load();
    expect(orderKey(token)).toBe(first);
    expect(orderKey('T3RoZXJPZmZlcjEyMzQ1Ng')).not.toBe(first);
  });

  it('is a new one after the offer was reset for a new attempt', async () => {
    const { forgetOrderKey, orderKey } = await load();
    const first = orderKey(token);
    forgetOrderKey(token);
    const second = orderKey(token);
    expect(second).not.toBe(first);
    expect((await load()).orderKey(token)).toBe(second);
  });

  it('stays the same within the page where the browser keeps nothing', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { orderKey } = await load();
    expect(orderKey(token)).toBe(orderKey(token));
  });
});
