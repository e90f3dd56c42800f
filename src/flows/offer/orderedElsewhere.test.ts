// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callExamples } from '../../api/contract/examples.ts';
import { $cart, setCart } from '../../stores/cart.ts';
import { buildCart } from './cart.ts';
import { sendingOrderHere, useOrderedElsewhere } from './orderedElsewhere.ts';

const offer = callExamples.offerGet.response;
const token = callExamples.offerGet.params.id;

/** What another tab's order writes: localStorage changes, and the store follows it. */
function orderedInAnotherTab(forToken: string) {
  const written = { ...buildCart(offer, forToken), orderSentAt: '2026-01-14T08:30:00.000Z' };
  localStorage.setItem('cart', JSON.stringify(written));
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: 'cart',
      newValue: JSON.stringify(written),
      storageArea: localStorage,
    }),
  );
}

describe('an order sent in another tab', () => {
  beforeEach(() => {
    localStorage.clear();
    $cart.set(undefined);
    setCart(buildCart(offer, token));
  });

  it('reaches an open step as it happens', () => {
    const { result } = renderHook(() => useOrderedElsewhere(token));
    expect(result.current).toBe(false);
    act(() => orderedInAnotherTab(token));
    expect(result.current).toBe(true);
  });

  it('counts for its own offer only', () => {
    const { result } = renderHook(() => useOrderedElsewhere(token));
    act(() => orderedInAnotherTab('another-offer-token-0001'));
    expect(result.current).toBe(false);
  });

  it('is not news to the tab that sent it', () => {
    const { result } = renderHook(() => useOrderedElsewhere(token));
    sendingOrderHere(token);
    act(() => orderedInAnotherTab(token));
    expect(result.current).toBe(false);
  });
});
