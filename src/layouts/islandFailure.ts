import type { Timers } from '../release/timers.ts';
import { revealAnnounced } from './announce.ts';
import { mayLeave } from './leaving.ts';

/**
 * An island whose code did not arrive (the connection dropped while the page loaded; Astro's
 * island has already tried twice) would leave its first paint, a skeleton, on screen for
 * good. The layout's notice (`#island-failed-notice`) then goes right above that island and
 * says so, with a button that loads the page again: a screen that never ran holds nothing
 * typed. A file gone with a release is the reload guard's (src/release/reloadGuard.ts),
 * which reloads by itself. Returns a function that stops it.
 */
export function startIslandFailureNotice(
  win: Window = window,
  reload: () => void = () => win.location.reload(),
  timers: Pick<Timers, 'setTimeout'> = win,
): () => void {
  const notice = win.document.getElementById('island-failed-notice');
  if (!notice) return () => {};
  const onFailure = (event: Event) => {
    const island = event.target;
    if (island instanceof HTMLElement && island.isConnected) island.before(notice);
    if (notice.hidden) revealAnnounced(notice, timers);
  };
  const onReload = () => {
    if (mayLeave({ reason: 'reload', proceed: reload }, win)) reload();
  };
  const button = notice.querySelector('button');
  button?.addEventListener('click', onReload);
  win.addEventListener('astro:hydration-error', onFailure);
  return () => {
    button?.removeEventListener('click', onReload);
    win.removeEventListener('astro:hydration-error', onFailure);
  };
}
