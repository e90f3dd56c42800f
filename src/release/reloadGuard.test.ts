// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_WINDOW_MS } from './constants.ts';
import { isFailedPagePartLoad, startReloadGuard } from './reloadGuard.ts';

const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: /_astro/Offer.abc123.js');

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

describe('startReloadGuard', () => {
  let clock = 1_000_000;
  const now = () => clock;
  let reload: ReturnType<typeof vi.fn<() => void>>;
  const stops: (() => void)[] = [];

  /** Starts the guard as a freshly loaded page would. */
  const loadPage = (storage: Storage | null = sessionStorage) => {
    stops.push(startReloadGuard({ reload, now, storage }));
  };
  /** The old page is gone after a reload: its listeners with it. */
  const reloadPage = (storage?: Storage | null) => {
    stops.splice(0).forEach((stop) => stop());
    loadPage(storage);
  };

  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/angebot/abcdefghijklmnop');
    reload = vi.fn<() => void>();
  });
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('reloads the page when a page part fails to load', () => {
    loadPage();
    const event = preloadError();
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('does not reload the same path again within 10 seconds, even after the reload', () => {
    loadPage();
    preloadError();
    reloadPage();
    clock += RELOAD_GUARD_WINDOW_MS - 1;
    const event = preloadError();
    expect(reload).toHaveBeenCalledOnce();
    // The failure then takes its normal course (Vite rethrows it, the island shows its error).
    expect(event.defaultPrevented).toBe(false);
  });

  it('reloads again once 10 seconds have passed', () => {
    loadPage();
    preloadError();
    reloadPage();
    clock += RELOAD_GUARD_WINDOW_MS;
    preloadError();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('counts each path on its own', () => {
    loadPage();
    preloadError();
    history.replaceState(null, '', '/angebot/abcdefghijklmnop/login');
    reloadPage();
    preloadError();
    expect(reload).toHaveBeenCalledTimes(2);
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
  ])('recognises an unhandled failed import from %s', (_browser, reason) => {
    loadPage();
    unhandledRejection(reason);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('recognises an island whose component failed to load', () => {
    loadPage();
    document.body.innerHTML = '<astro-island></astro-island>';
    const island = document.querySelector('astro-island') as HTMLElement;
    const event = new CustomEvent('astro:hydration-error', {
      bubbles: true,
      cancelable: true,
      detail: { error: chunkGone(), componentUrl: '/_astro/Offer.abc123.js' },
    });
    island.dispatchEvent(event);
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('recognises a failed import reported as an error event', () => {
    loadPage();
    window.dispatchEvent(new ErrorEvent('error', { error: chunkGone(), cancelable: true }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores errors that are not failed loads', () => {
    loadPage();
    const rejection = unhandledRejection(new Error('Offer could not be found.'));
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    unhandledRejection(undefined);
    expect(reload).not.toHaveBeenCalled();
    expect(rejection.defaultPrevented).toBe(false);
  });

  it('treats a damaged record as no earlier reload', () => {
    sessionStorage.setItem('release:reloads', '{not json');
    loadPage();
    preloadError();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at most once per page life without sessionStorage', () => {
    loadPage(null);
    preloadError();
    preloadError();
    clock += RELOAD_GUARD_WINDOW_MS;
    preloadError();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('falls back to once per page life when sessionStorage refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    loadPage();
    preloadError();
    preloadError();
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
