// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_UPDATE_CHECK_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from './constants.ts';
import { startUpdatePoller } from './poller.ts';

const OWN = '20250101T000000-aaaaaaa';
const NEXT = '20250201T000000-bbbbbbb';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  document.documentElement.lang = 'de';
  document.head.innerHTML = `<meta name="build-id" content="${OWN}">`;
  document.body.innerHTML = `
    <div id="release-notice" role="status" aria-live="polite" hidden
      data-texts='{"common:release.when":"Stand: {{date}} Uhr."}'>
      <span>Neue Version verfügbar.</span>
      <button type="button" class="release-reload">Neu laden</button>
    </div>
    <a id="other-page" href="/kuendigung">Kündigen</a>
    <a id="same-page-hash" href="#main">Zum Inhalt</a>
    <a id="external" href="https://example.org/">Extern</a>
    <a id="new-tab" href="/idv" target="_blank">Neuer Tab</a>`;
}

const notice = () => document.getElementById('release-notice') as HTMLElement;

/** Clicks a link and tells whether the runtime took the click over. */
function click(id: string, init: MouseEventInit = {}) {
  let takenOver = false;
  // jsdom cannot navigate; stop the default action after noting who prevented it.
  const spy = (event: Event) => {
    takenOver = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', spy);
  document
    .getElementById(id)
    ?.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
    );
  window.removeEventListener('click', spy);
  return takenOver;
}

describe('startUpdatePoller', () => {
  let stop: () => void = () => {};
  let fetchCalls = 0;
  beforeEach(() => {
    fetchCalls = 0;
    vi.useFakeTimers();
    renderPage();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  function start(respond: () => Promise<Response>) {
    const fetch = vi.fn(respond);
    const reload = vi.fn();
    const navigate = vi.fn();
    stop = startUpdatePoller({ fetch, reload, navigate });
    return { fetch, reload, navigate };
  }

  it('checks builds/latest.json about one second after load, bypassing the cache', async () => {
    const { fetch } = start(async () => json({ buildId: OWN, builtAt: '2025-01-01T00:00:00Z' }));
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/builds/latest.json', { cache: 'no-store' });
  });

  it('checks again every hour while the build is unchanged', async () => {
    const { fetch } = start(async () => json({ buildId: OWN, builtAt: '2025-01-01T00:00:00Z' }));
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(notice().hidden).toBe(true);
  });

  it('reveals the notice with its text when another build is live', async () => {
    start(async () => json({ buildId: NEXT, builtAt: '2025-02-01T00:00:00Z' }));
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS);
    expect(notice().hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(notice().textContent).toContain('Neue Version verfügbar');
  });

  it('says when the new release was built, from its manifest', async () => {
    const { fetch } = start(async () => json({ buildId: NEXT, builtAt: '2025-02-01T09:30:00Z' }));
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS + 100);
    expect(fetch).toHaveBeenLastCalledWith(`/builds/meta/${NEXT}.json`);
    expect(notice().textContent).toContain(
      'Neue Version verfügbar. Stand: 1. Februar 2025 um 10:30 Uhr.',
    );
  });

  it.each([
    ['missing', () => json({ code: 'NotFound' }, 404)],
    ['of another build', () => json({ buildId: OWN, builtAt: '2025-02-01T09:30:00Z' })],
    ['without a date', () => json({ buildId: NEXT, builtAt: 'soon' })],
    ['not JSON', () => new Response('<html>', { status: 200 })],
  ])('still tells of the new version when its manifest is %s', async (_case, manifest) => {
    start(async () => {
      const calls = fetchCalls++;
      return calls === 0 ? json({ buildId: NEXT, builtAt: '2025-02-01T09:30:00Z' }) : manifest();
    });
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS + 100);
    expect(notice().hidden).toBe(false);
    expect(notice().textContent).toContain('Neue Version verfügbar.');
    expect(notice().textContent).not.toContain('Stand');
  });

  it('reloads the page from the notice button', async () => {
    const { reload } = start(async () => json({ buildId: NEXT, builtAt: '2025-02-01T00:00:00Z' }));
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS);
    document.querySelector<HTMLButtonElement>('.release-reload')?.click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stops checking once an update was found', async () => {
    const { fetch } = start(async () => json({ buildId: NEXT, builtAt: '2025-02-01T00:00:00Z' }));
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS + 3 * UPDATE_CHECK_INTERVAL_MS);
    // latest.json once, then the new release's manifest once.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenNthCalledWith(1, '/builds/latest.json', { cache: 'no-store' });
    expect(fetch).toHaveBeenNthCalledWith(2, `/builds/meta/${NEXT}.json`);
  });

  it('turns the next same-origin link click into a full page load of its address', async () => {
    const { navigate } = start(async () =>
      json({ buildId: NEXT, builtAt: '2025-02-01T00:00:00Z' }),
    );
    expect(click('other-page')).toBe(false);
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS);

    expect(click('other-page')).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(new URL('/kuendigung', document.URL).href);
  });

  it('leaves in-page jumps, other sites, new tabs and modified clicks to the browser', async () => {
    const { navigate } = start(async () =>
      json({ buildId: NEXT, builtAt: '2025-02-01T00:00:00Z' }),
    );
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS);
    expect(click('same-page-hash')).toBe(false);
    expect(click('external')).toBe(false);
    expect(click('new-tab')).toBe(false);
    expect(click('other-page', { ctrlKey: true })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the notice hidden while the live build is this page’s own', async () => {
    const { navigate } = start(async () => json({ buildId: OWN, builtAt: '2025-01-01T00:00:00Z' }));
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS);
    expect(notice().hidden).toBe(true);
    expect(click('other-page')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['HTTP 500', async () => json({ buildId: NEXT }, 500)],
    ['HTTP 404', async () => new Response('Not found', { status: 404 })],
    ['malformed JSON', async () => new Response('<html>', { status: 200 })],
    ['JSON without a build id', async () => json({ id: NEXT })],
  ])('stays silent on %s and tries again an hour later', async (_name, respond) => {
    const logged = [
      vi.spyOn(console, 'error'),
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'log'),
    ];
    const { fetch } = start(respond);
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS + UPDATE_CHECK_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(notice().hidden).toBe(true);
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it('checks at once when a tab comes back into view after the hour has passed', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const { fetch } = start(async () => json({ buildId: OWN, builtAt: '2025-01-01T00:00:00Z' }));
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);

    // A frozen background tab: the clock moves on while the timer does not fire.
    visibility = 'hidden';
    vi.setSystemTime(Date.now() + UPDATE_CHECK_INTERVAL_MS + 1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not check again on becoming visible within the hour', async () => {
    const { fetch } = start(async () => json({ buildId: OWN, builtAt: '2025-01-01T00:00:00Z' }));
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS + 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page without a build id', async () => {
    document.head.innerHTML = '';
    const { fetch } = start(async () => json({ buildId: NEXT, builtAt: '2025-02-01T00:00:00Z' }));
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS + UPDATE_CHECK_INTERVAL_MS);
    expect(fetch).not.toHaveBeenCalled();
  });
});
