import { expect, it, vi } from 'vitest';
import { z } from '../api/contract/zod.ts';
import { validatedSessionAtom } from './validatedAtom.ts';

// Nanostores unmounts a store a second after its last reader left: by then a test's
// document may be gone (here: a page that had a window, then none).
it('stops listening to the page it listened to, which may be gone when it unmounts', () => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
  try {
    const $store = validatedSessionAtom('kept', z.string());
    const unlisten = $store.listen(() => undefined);
    unlisten();
    vi.unstubAllGlobals();
    expect(() => vi.runAllTimers()).not.toThrow();
  } finally {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  }
});
