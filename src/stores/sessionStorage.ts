/** The tab's sessionStorage, or null where the browser denies it (privacy modes, sandboxed frames). */
export function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}
