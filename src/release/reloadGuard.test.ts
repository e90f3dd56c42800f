// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_BUILD_PATH, RELOAD_GUARD_WINDOW_MS } from './constants.ts';
import { isFailedPagePartLoad } from './failedLoad.ts';
import { failedFileOf, RELOADS_STORAGE_KEY, startReloadGuard } from './reloadGuard.ts';

const OWN = '20250101T000000-aaaaaaa';
const NEXT = '20250201T000000-bbbbbbb';
const CHUNK = `${location.origin}/_astro/Offer.abc123.js`;

const chunkGone = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

function preloadError(payload: unknown = chunkGone()) {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
  window.dispatchEvent(event);
  return event;
}

function unhandledRejection(reason: unknown) {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  window.dispatchEvent(event);
  return event;
}

/** What the site answers: the failed file's status, and the live build. */
interface Site {
  file: number | 'no network';
  live: string | 'no network';
}

/** The guard decides after asking the site; its (immediate) answers are in after one task. */
const asked = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A chunk of the page's code fails to load, and the guard has had its turn. */
async function loadFails(): Promise<Event> {
  const event = preloadError();
  await asked();
  return event;
}

describe('startReloadGuard', () => {
  let clock = 1_000_000;
  const now = () => clock;
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let site: Site;
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    const answer = url === LATEST_BUILD_PATH ? site.live : site.file;
    if (answer === 'no network') throw new TypeError('Failed to fetch');
    if (typeof answer === 'number') return new Response(null, { status: answer });
    return Response.json({ buildId: answer, builtAt: '2025-02-01T00:00:00Z' });
  });
  const stops: (() => void)[] = [];

  /** Starts the guard as a freshly loaded page would. */
  const loadPage = (storage: Storage | null = sessionStorage) => {
    stops.push(startReloadGuard({ reload, now, storage, fetch: fetch as typeof globalThis.fetch }));
  };
  /** The old page is gone after a reload: its listeners with it. */
  const reloadPage = (storage?: Storage | null) => {
    stops.splice(0).forEach((stop) => stop());
    loadPage(storage);
  };

  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/angebot/abcdefghijklmnop');
    document.head.innerHTML = `<meta name="build-id" content="${OWN}">`;
    reload = vi.fn<() => void>();
    fetch.mockClear();
    // A release replaced the page's files: the old ones are gone.
    site = { file: 404, live: NEXT };
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.restoreAllMocks();
  });

  describe('reloads only for a missing file of an old release', () => {
    it('reloads when the failed file answers 404', async () => {
      site.live = OWN;
      loadPage();
      const event = await loadFails();
      expect(fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
      expect(reload).toHaveBeenCalledOnce();
      // The failure takes its usual course meanwhile (Vite rethrows it to the importer).
      expect(event.defaultPrevented).toBe(false);
    });

    it('reloads when the file is there but latest.json names another build', async () => {
      site.file = 200;
      loadPage();
      await loadFails();
      expect(reload).toHaveBeenCalledOnce();
    });

    it('asks latest.json when the failure names no file (Safari)', async () => {
      loadPage();
      unhandledRejection(new TypeError('Importing a module script failed.'));
      await asked();
      expect(fetch).toHaveBeenCalledOnce();
      expect(reload).toHaveBeenCalledOnce();
    });

    it('does not reload when the file is there and the page’s build is live', async () => {
      site = { file: 200, live: OWN };
      loadPage();
      await loadFails();
      expect(reload).not.toHaveBeenCalled();
    });

    it('does not reload, nor ask anything, while the browser is offline', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      loadPage();
      await loadFails();
      expect(fetch).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    });

    it('does not reload when asking for the file gets no answer (a network said to be up is not)', async () => {
      site.file = 'no network';
      loadPage();
      await loadFails();
      expect(reload).not.toHaveBeenCalled();
    });

    it('does not reload when latest.json cannot be read', async () => {
      site = { file: 200, live: 'no network' };
      loadPage();
      await loadFails();
      expect(reload).not.toHaveBeenCalled();
    });

    it('does not reload once stopped, also when the answer comes after', async () => {
      loadPage();
      preloadError();
      stops.splice(0).forEach((stop) => stop());
      await asked();
      expect(reload).not.toHaveBeenCalled();
    });
  });

  it.each([
    [
      'does not reload the same path again within 10 seconds, even after the reload',
      RELOAD_GUARD_WINDOW_MS - 1,
      1,
    ],
    ['reloads again once 10 seconds have passed', RELOAD_GUARD_WINDOW_MS, 2],
  ])('%s', async (_case, elapsed, reloads) => {
    loadPage();
    await loadFails();
    reloadPage();
    clock += elapsed;
    await loadFails();
    expect(reload).toHaveBeenCalledTimes(reloads);
  });

  it('counts each path on its own', async () => {
    loadPage();
    await loadFails();
    history.replaceState(null, '', '/angebot/abcdefghijklmnop/login');
    reloadPage();
    await loadFails();
    expect(reload).toHaveBeenCalledTimes(2);
    // Remembered as the pages they are: the offer's token stays out of the tab's storage.
    expect(Object.keys(JSON.parse(sessionStorage.getItem(RELOADS_STORAGE_KEY) ?? '{}'))).toEqual([
      '/angebot/_token_',
      '/angebot/_token_/login',
    ]);
  });

  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: https://x/_astro/a.js'),
    ],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/_astro/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    [
      'a chunk loader',
      Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    ],
  ])('recognises an unhandled failed import from %s', async (_browser, reason) => {
    loadPage();
    unhandledRejection(reason);
    await asked();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('recognises an island whose component failed to load', async () => {
    loadPage();
    document.body.innerHTML = '<astro-island></astro-island>';
    const island = document.querySelector('astro-island') as HTMLElement;
    island.dispatchEvent(
      new CustomEvent('astro:hydration-error', {
        bubbles: true,
        cancelable: true,
        detail: { error: chunkGone(), componentUrl: '/_astro/Offer.abc123.js' },
      }),
    );
    await asked();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('recognises a failed import reported as an error event', async () => {
    loadPage();
    window.dispatchEvent(new ErrorEvent('error', { error: chunkGone(), cancelable: true }));
    await asked();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores errors that are not failed loads', async () => {
    loadPage();
    const rejection = unhandledRejection(new Error('Offer could not be found.'));
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    unhandledRejection(undefined);
    await asked();
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(rejection.defaultPrevented).toBe(false);
  });

  it('treats a damaged record as no earlier reload', async () => {
    sessionStorage.setItem('release:reloads', '{not json');
    loadPage();
    await loadFails();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at most once per page life without sessionStorage', async () => {
    loadPage(null);
    await loadFails();
    preloadError();
    clock += RELOAD_GUARD_WINDOW_MS;
    await loadFails();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('falls back to once per page life when sessionStorage refuses to store', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    loadPage();
    await loadFails();
    await loadFails();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('isFailedPagePartLoad', () => {
  it('does not match ordinary network errors of API calls', () => {
    expect(isFailedPagePartLoad(new TypeError('Failed to fetch'))).toBe(false);
    expect(isFailedPagePartLoad({ message: 42 })).toBe(false);
    expect(isFailedPagePartLoad(null)).toBe(false);
  });
  it('matches Vite’s failed CSS preload', () => {
    expect(isFailedPagePartLoad(new Error('Unable to preload CSS for /_astro/a.css'))).toBe(true);
  });
});

describe('failedFileOf', () => {
  const page = new URL('https://aldi.example/angebot/x') as unknown as Location;
  const file = (reason: unknown) => failedFileOf(reason, page)?.href;

  it('reads the file a browser or Vite names, on the page’s own site', () => {
    const chunk = 'https://aldi.example/_astro/a.js';
    expect(file(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(
      chunk,
    );
    expect(file(`Uncaught TypeError: error loading dynamically imported module: ${chunk}`)).toBe(
      chunk,
    );
    expect(file(new Error('Unable to preload CSS for /_astro/a.css'))).toBe(
      'https://aldi.example/_astro/a.css',
    );
  });

  it('names none where the message has none, or names another site', () => {
    expect(file(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(
      file(new TypeError('Failed to fetch dynamically imported module: https://cdn.other/a.js')),
    ).toBeUndefined();
    expect(file(undefined)).toBeUndefined();
  });
});
