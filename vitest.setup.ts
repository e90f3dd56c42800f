import { afterEach } from 'vitest';

// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); clean up the
// rendered tree after each of them so tests never see each other's DOM.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
