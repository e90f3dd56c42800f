/**
 * Fired on `window` (cancelable) before the site itself loads a new document: a language
 * link, the update notice's reload. A screen that holds answers a page load loses (the ID
 * document's number and the IBAN live in memory only) cancels it, asks the customer, and
 * calls `proceed` if they go on.
 */
export const LEAVE_CHECK = 'site:leavecheck';

export interface LeaveCheck {
  /** What the page load is for: another language, or the new release. */
  reason: 'language' | 'reload';
  /** Loads the new document, once the customer agreed. */
  proceed: () => void;
}

/**
 * Fired on `window` just before LEAVE_CHECK: a form keeps what was typed in its last
 * moments (it keeps typing a moment after the last key), so the check sees all of it.
 */
export const KEEP_TYPING_NOW = 'site:keeptypingnow';

/** True when nothing holds the page back: the caller loads the new document itself. */
export function mayLeave(check: LeaveCheck, win: Window = window): boolean {
  win.dispatchEvent(new Event(KEEP_TYPING_NOW));
  return win.dispatchEvent(
    new CustomEvent<LeaveCheck>(LEAVE_CHECK, { cancelable: true, detail: check }),
  );
}
