import type { Timers } from './timers.ts';

/**
 * Screen readers announce a live region's changes only once the region is rendered, so
 * revealing a hidden `role=status` element that already holds its text is often silent.
 * The text is therefore put back a moment after the region becomes visible.
 */
const ANNOUNCE_DELAY_MS = 100;

export interface UpdateNoticeOptions {
  document: Document;
  reload: () => void;
  timers?: Pick<Timers, 'setTimeout'>;
}

/** Shows the layout's "new version available" notice (`#release-notice`) and wires its button. */
export function revealUpdateNotice({
  document,
  reload,
  timers = globalThis,
}: UpdateNoticeOptions): void {
  const notice = document.getElementById('release-notice');
  if (!notice || !notice.hidden) return;
  notice.querySelector('.release-reload')?.addEventListener('click', () => reload());
  const message = notice.querySelector('span');
  const text = message?.textContent ?? '';
  if (message) message.textContent = '';
  notice.hidden = false;
  timers.setTimeout(() => {
    if (message) message.textContent = text;
  }, ANNOUNCE_DELAY_MS);
}
