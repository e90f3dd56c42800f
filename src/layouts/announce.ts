import type { Timers } from '../release/timers.ts';

/**
 * Screen readers announce a live region's changes only once the region is rendered, so
 * revealing a hidden live region that already holds its text is often silent. The text is
 * therefore put back a moment after the region becomes visible.
 */
const ANNOUNCE_DELAY_MS = 100;

/** Shows the hidden live region `region` and has `message` (default: its text) announced. */
export function revealAnnounced(
  region: HTMLElement,
  timers: Pick<Timers, 'setTimeout'> = globalThis,
  message: Element | null = region.querySelector('span'),
  text = message?.textContent ?? '',
): void {
  if (message) message.textContent = '';
  region.hidden = false;
  timers.setTimeout(() => {
    if (message) message.textContent = text;
  }, ANNOUNCE_DELAY_MS);
}
