// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOfflineLinks } from './offlineLinks.ts';

function renderPage() {
  document.body.innerHTML = `
    <div id="offline-notice" role="status" hidden>Keine Internetverbindung</div>
    <a id="other" href="/cookies">Cookies</a>
    <a id="jump" href="#main">Zum Inhalt</a>`;
  const notice = document.getElementById('offline-notice')!;
  const click = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById(id)?.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { notice, click, stop: startOfflineLinks(window) };
}

afterEach(() => vi.restoreAllMocks());

describe('links followed offline', () => {
  it('keep the page and say why; online again, links work and the note goes', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { notice, click, stop } = renderPage();
    expect(click('jump')).toBe(false);
    expect(notice.hidden).toBe(true);
    expect(click('other')).toBe(true);
    expect(notice.hidden).toBe(false);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(notice.hidden).toBe(true);
    expect(click('other')).toBe(false);
    stop();
  });
});
