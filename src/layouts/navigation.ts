import { onLocationChange } from './pathChange.ts';

/**
 * "On every page change the view scrolls to the top, or to the hash target if a hash is
 * given" (SPEC §2). Each page change here is a page load, so the browser's own scroll
 * restoration is switched off: otherwise a reload or a history step would land mid-page.
 * Focus follows a hash target so keyboard and screen reader users continue from there; on a
 * page change without a page load it goes to <main>, as a reader would start a new page.
 */
export function startNavigation(win: Window = window): () => void {
  win.history.scrollRestoration = 'manual';
  const show = () => showLocation(win);
  const changed = () => {
    showLocation(win);
    if (!win.location.hash)
      win.document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  };
  show();
  return onLocationChange(win, show, changed);
}

function showLocation(win: Window): void {
  const document = win.document;
  const target = hashTarget(document, win.location.hash);
  if (!target) {
    win.scrollTo(0, 0);
    return;
  }
  target.scrollIntoView();
  target.focus({ preventScroll: true });
  // Not every target can take focus; <main> (tabindex -1) then holds it instead.
  if (document.activeElement !== target) {
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  }
}

function hashTarget(document: Document, hash: string): HTMLElement | null {
  const id = hash.slice(1);
  if (!id) return null;
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  return document.getElementById(decoded);
}
