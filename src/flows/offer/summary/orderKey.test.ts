// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetOrderKey, orderKey } from './orderKey.ts';

const token = 'Q2xpZW50T2ZmZXIxMjM0NTY';

describe('the order key of an offer', () => {
  beforeEach(() => sessionStorage.clear());

  it('stays the same for every try of one order, also after a reload', () => {
    const first = orderKey(token);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(orderKey(token)).toBe(first);
    expect(sessionStorage.getItem(`draft:${token}:orderKey`)).toContain(first);
  });

  it('is a new one after the offer was reset for a new attempt', () => {
    const first = orderKey(token);
    forgetOrderKey(token);
    const second = orderKey(token);
    expect(second).not.toBe(first);
    expect(orderKey(token)).toBe(second);
  });
});
