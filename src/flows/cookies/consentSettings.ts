/**
 * The consent manager's own settings (its "second layer"), opened from the cookie page:
 * Usercentrics CMP v3 offers `window.__ucCmp.showSecondLayer()`, v2 `window.UC_UI`. A
 * manager that did not load (blocked, offline) has neither: the page says so instead.
 */
interface ConsentManagerApi {
  showSecondLayer: () => unknown;
}

const apiOf = (win: Window): ConsentManagerApi | undefined => {
  const globals = win as unknown as Record<string, unknown>;
  for (const name of ['__ucCmp', 'UC_UI']) {
    const api = globals[name] as Partial<ConsentManagerApi> | undefined;
    if (typeof api?.showSecondLayer === 'function') return api as ConsentManagerApi;
  }
  return undefined;
};

/** Opens the consent manager's settings; false when it is not there to open. */
export function openConsentSettings(win: Window = window): boolean {
  const api = apiOf(win);
  if (!api) return false;
  try {
    // v3 answers with a promise: its failure is the manager's own to show.
    void Promise.resolve(api.showSecondLayer()).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/**
 * Wires the cookie page's "Cookie-Einstellungen" button (`[data-consent-settings]`): it
 * opens the manager's settings, or shows and focuses the note (`[data-consent-missing]`)
 * that they could not be loaded.
 */
export function wireConsentSettings(doc: Document = document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-consent-settings]');
  const missing = doc.querySelector<HTMLElement>('[data-consent-missing]');
  const win = doc.defaultView;
  if (!button || !missing || !win) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    const opened = openConsentSettings(win);
    missing.hidden = opened;
    if (!opened) missing.focus();
  });
}
