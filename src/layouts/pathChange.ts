/**
 * Fired on `window` when the address moves to another page without a page load (a step
 * within a shared document, or Back/Forward between such steps): what follows a page
 * load — scroll, focus, the first-page-view flag, the language links — follows it too.
 */
export const PATH_CHANGE = 'site:pathchange';

export const announcePathChange = (win: Window = window): void => {
  win.dispatchEvent(new Event(PATH_CHANGE));
};

/**
 * Calls `onHash` on a hash change and `onPath` on a page change without a page load, until
 * the returned function is called.
 */
export function onLocationChange(
  win: Window,
  onHash: () => void,
  onPath: () => void = onHash,
): () => void {
  win.addEventListener('hashchange', onHash);
  win.addEventListener(PATH_CHANGE, onPath);
  return () => {
    win.removeEventListener('hashchange', onHash);
    win.removeEventListener(PATH_CHANGE, onPath);
  };
}
