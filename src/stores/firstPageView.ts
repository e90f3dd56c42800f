import { atom } from 'nanostores';
import { onLocationChange } from '../layouts/pathChange.ts';
import { tokenFreePath } from '../routing/match.ts';
import { sessionStorageOf } from './sessionStorage.ts';

/** sessionStorage key: path of the page shown last in this tab, without its token. */
export const LAST_PATH_KEY = 'navigation:last-path';

/**
 * First-page-view flag (SPEC §3): true at start, then on each navigation whether the new
 * path equals the old one. "Path" is the pathname without hash, the key of a routed page.
 * Most navigations of this static site are page loads, so the previous path survives in
 * sessionStorage: per tab, like the history it describes, and without the token (it opens
 * an offer); a step within a shared document announces itself (PATH_CHANGE).
 */
export const $firstPageView = atom(true);

export interface FirstPageViewOptions {
  window?: Window;
  /** `null` when the browser denies sessionStorage: every load then counts as the first. */
  storage?: Storage | null;
}

/** Sets the flag for this page load and keeps it current on in-page navigation. */
export function startFirstPageView(options: FirstPageViewOptions = {}): () => void {
  const win = options.window ?? window;
  const storage = options.storage === undefined ? sessionStorageOf(win) : options.storage;

  let lastPath = readLastPath(storage);
  const update = () => {
    const path = tokenFreePath(win.location.pathname);
    $firstPageView.set(lastPath === undefined || lastPath === path);
    lastPath = path;
    writeLastPath(storage, path);
  };

  update();
  return onLocationChange(win, update);
}

function readLastPath(storage: Storage | null): string | undefined {
  try {
    return storage?.getItem(LAST_PATH_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function writeLastPath(storage: Storage | null, path: string): void {
  try {
    storage?.setItem(LAST_PATH_KEY, path);
  } catch {
    // Without storage the next page load simply counts as a first view.
  }
}
