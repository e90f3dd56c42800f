// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callExamples } from '../../api/contract/examples.ts';
import { $ordersSent, ORDER_SENT_STORAGE_KEY, offerMark } from '../../stores/orderSent.ts';
import { sendingOrderHere, useOrderedElsewhere } from './orderedElsewhere.ts';

const token = callExamples.offerGet.params.id;

/** What other tabs' orders write: localStorage changes, and the store follows it. */
async function orderedInAnotherTab(...tokens: string[]) {
  const marks = await Promise.all(tokens.map(offerMark));
  const written = JSON.stringify(
    Object.fromEntries(marks.map((mark) => [mark, '2026-01-14T08:30:00.000Z'])),
  );
  localStorage.setItem(ORDER_SENT_STORAGE_KEY, written);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: ORDER_SENT_STORAGE_KEY,
        newValue: written,
        storageArea: localStorage,
      }),
    );
  });
}

const otherToken = 'another-offer-token-0001';

describe('an order sent in another tab', () => {
  beforeEach(() => {
    localStorage.clear();
    $ordersSent.set(undefined);
  });

  it('reaches an open step as it happens', async () => {
    const { result } = renderHook(() => useOrderedElsewhere(token));
    expect(result.current).toBe(false);
    await orderedInAnotherTab(token);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('reaches a step opened after it', async () => {
    await orderedInAnotherTab(token);
    const { result } = renderHook(() => useOrderedElsewhere(token));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('counts for its own offer only', async () => {
    const { result } = renderHook(() => useOrderedElsewhere(token));
    const other = renderHook(() => useOrderedElsewhere(otherToken));
    await orderedInAnotherTab(otherToken);
    await waitFor(() => expect(other.result.current).toBe(true));
    expect(result.current).toBe(false);
  });

  it('is not news to the tab that sent it', async () => {
    const { result } = renderHook(() => useOrderedElsewhere(token));
    const other = renderHook(() => useOrderedElsewhere(otherToken));
    sendingOrderHere(token);
    await orderedInAnotherTab(token, otherToken);
    await waitFor(() => expect(other.result.current).toBe(true));
    expect(result.current).toBe(false);
  });
});
