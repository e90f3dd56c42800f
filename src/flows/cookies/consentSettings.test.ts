// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireConsentSettings } from './consentSettings.ts';

/** The markup CookiePolicy.astro renders for a brand with a consent manager. */
function renderPage() {
  document.body.innerHTML = `
    <button type="button" data-consent-settings hidden>Cookie-Einstellungen</button>
    <p data-consent-missing role="status" tabindex="-1" hidden>Nicht geladen.</p>`;
  wireConsentSettings(document);
  return {
    button: document.querySelector<HTMLButtonElement>('[data-consent-settings]')!,
    missing: document.querySelector<HTMLElement>('[data-consent-missing]')!,
  };
}

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete globals['__ucCmp'];
  delete globals['UC_UI'];
});

describe('the cookie page\'s "Cookie-Einstellungen"', () => {
  it("shows once its script runs and opens the consent manager's settings (v3, else v2)", () => {
    const { button, missing } = renderPage();
    expect(button.hidden).toBe(false);
    const v2 = vi.fn();
    globals['UC_UI'] = { showSecondLayer: v2 };
    button.click();
    expect(v2).toHaveBeenCalledOnce();
    const v3 = vi.fn(() => Promise.resolve());
    globals['__ucCmp'] = { showSecondLayer: v3 };
    button.click();
    expect(v3).toHaveBeenCalledOnce();
    expect(missing.hidden).toBe(true);
  });

  it('says, with the focus on it, when the consent manager did not load', () => {
    const { button, missing } = renderPage();
    button.click();
    expect(missing.hidden).toBe(false);
    expect(document.activeElement).toBe(missing);
    // Loaded later: the note goes, the settings open.
    globals['__ucCmp'] = { showSecondLayer: vi.fn() };
    button.click();
    expect(missing.hidden).toBe(true);
  });
});
