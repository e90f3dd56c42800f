/// <reference types="@testing-library/jest-dom/vitest" />
import { afterEach, vi } from 'vitest';

// vi.waitFor gives up after 1 s by default: a machine twice as slow as ours, busy with a
// build beside the tests, needs longer. One default here, not a timeout at every call.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = (callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: 5000, ...options });

if (typeof window !== 'undefined') {
  // The component tests run in a VM context whose window is jsdom's, and jsdom has no
  // Web Crypto digest; browsers have it on every https or localhost page.
  if (!window.crypto.subtle) {
    const { webcrypto } = await import('node:crypto');
    Object.defineProperty(window.crypto, 'subtle', { value: webcrypto.subtle });
  }
  // DOM matchers (toBeVisible, toHaveAccessibleName, …) for the component tests, which
  // are the ones in jsdom; the other files skip loading them.
  await import('@testing-library/jest-dom/vitest');
  // findBy…/waitFor give a busy machine longer than 1 s before a test fails.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 3000 });
  // Testing Library waits out React's work on a timer it moves on only under Jest's fake
  // timers (react-testing-library#1197); on Vitest's, a user event would wait forever.
  Object.assign(globalThis, { jest: { advanceTimersByTime: vi.advanceTimersByTime.bind(vi) } });
  // nanostores unmounts a store a second after its last listener leaves. When that second
  // ends after jsdom has removed `window` (a slow machine tearing a component test down),
  // the persistent stores' unmount must not reach for it.
  const { setPersistentEngine, windowPersistentEvents } = await import('@nanostores/persistent');
  setPersistentEngine(localStorage, {
    addEventListener: windowPersistentEvents.addEventListener,
    removeEventListener: (...args) => {
      if (typeof window !== 'undefined') windowPersistentEvents.removeEventListener(...args);
    },
  });
}

// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); clean up the
// rendered tree after each of them so tests never see each other's DOM.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
