import { takeFromAddress } from '../analytics/addressSecrets.ts';

// Not in addressSecrets.ts, which every page's script carries: only two screens keep a secret.
const keyOf = (name: string) => `secret:${name}`;

const entryState = (win: Window): Record<string, unknown> => {
  const state: unknown = win.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
};

/**
 * A secret of the address kept with this tab's history entry: taken out of the address bar
 * (as `takeFromAddress`) into the entry's state, where a reload of the page or a retry finds
 * it again and nothing reading the address (a third party's page URL, the language links)
 * does. Answers its value, or null when neither holds one.
 */
export function takeIntoHistory(win: Window, name: string): string | null {
  const taken = takeFromAddress(win, name);
  if (taken !== null) {
    win.history.replaceState({ ...entryState(win), [keyOf(name)]: taken }, '');
    return taken;
  }
  const kept = entryState(win)[keyOf(name)];
  return typeof kept === 'string' ? kept : null;
}

/** Forgets a secret `takeIntoHistory` kept, once it is done with. */
export function forgetFromHistory(win: Window, name: string): void {
  const state = { ...entryState(win) };
  delete state[keyOf(name)];
  win.history.replaceState(state, '');
}
