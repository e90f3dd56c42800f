import { vi } from 'vitest';

/**
 * A fresh page load of a module, for tests: each call imports it anew, so its stores read
 * the browser's storage again and its memory starts empty. Not shipped.
 */
export function pageLoad<Module>(importModule: () => Promise<Module>): () => Promise<Module> {
  return async () => {
    vi.resetModules();
    return importModule();
  };
}
