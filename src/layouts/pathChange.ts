/**
 * Fired on `window` when the address moves to another page without a page load (a step
 * within a shared document, or Back/Forward between such steps): what follows a page
 * load — scroll, focus, the first-page-view flag, the language links — follows it too.
 */
export const PATH_CHANGE = 'site:pathchange';

export const announcePathChange = (win: Window = window): void => {
  win.dispatchEvent(new Event(PATH_CHANGE));
};
