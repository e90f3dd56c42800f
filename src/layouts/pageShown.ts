import { $screenShown } from '../analytics/screenShown.ts';

/** A screen that waits for its data never shows it (a dead network): go on all the same. */
const SCREEN_WAIT_MS = 15_000;

/**
 * Resolves once the page has what the customer came for: on a page with islands its first
 * screen with data (its page event), or SCREEN_WAIT_MS; on a page without, its load event.
 */
export function pageShown(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.querySelector('astro-island') === null) {
      if (win.document.readyState === 'complete') resolve();
      else win.addEventListener('load', () => resolve(), { once: true });
      return;
    }
    const timer = win.setTimeout(() => {
      stop();
      resolve();
    }, SCREEN_WAIT_MS);
    const stop = $screenShown.subscribe((shown) => {
      if (!shown) return;
      win.clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve();
    });
  });
}
