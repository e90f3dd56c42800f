import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, goTo, REACHABLE_WITHIN_MS } from './navigate.ts';

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';

/** The page the customer is on, and what the browser is asked to do. */
function page(pathname: string, { onLine = true }: { onLine?: boolean } = {}) {
  const location = { pathname, assign: vi.fn(), replace: vi.fn() };
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(null, { status: 200 })),
  );
  vi.stubGlobal('window', { location });
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('fetch', fetch);
  return { location, fetch };
}

describe('goTo', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('opens the screen in the locale of the page, after making sure it can be reached', async () => {
    const { location, fetch } = page(`/en/angebot/${token}/login`);
    await expect(goTo('offerPayment', { token })).resolves.toBe(true);
    const target = `/en/angebot/${token}/zahlung`;
    expect(fetch).toHaveBeenCalledWith(target, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'same-origin',
      signal: expect.any(AbortSignal),
    });
    expect(location.assign).toHaveBeenCalledWith(target);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('replaces the page in the history when asked, and appends the search as given', async () => {
    const { location } = page(`/angebot/${token}`);
    await goTo('offerErrorGeneric', {}, { replace: true, search: '?code=OfferExpired' });
    expect(location.replace).toHaveBeenCalledWith('/angebot/fehler?code=OfferExpired');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('is false and leaves the page alone when the browser is offline', async () => {
    const { location, fetch } = page('/tr/angebot', { onLine: false });
    await expect(goTo('offer', { token })).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('is false and leaves the page alone when the site cannot be reached', async () => {
    const { location, fetch } = page('/angebot');
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(goTo('offer', { token }, { replace: true })).resolves.toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('is false and leaves the page alone when the site does not answer in time', async () => {
    vi.useFakeTimers();
    // Node's time limit runs on a clock of its own: here, on the test's.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const late = new AbortController();
      setTimeout(() => late.abort(new DOMException('late', 'TimeoutError')), ms);
      return late.signal;
    });
    try {
      const { location, fetch } = page('/angebot');
      // A network that swallows the request: only the time limit ends it.
      fetch.mockImplementation(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_, fail) =>
            init?.signal?.addEventListener('abort', () => fail(init.signal?.reason)),
          ),
      );
      const going = goTo('offer', { token });
      await vi.advanceTimersByTimeAsync(REACHABLE_WITHIN_MS - 1);
      expect(location.assign).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(going).resolves.toBe(false);
      expect(location.assign).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('opens a page the server answers with an error: the page explains it', async () => {
    const { location, fetch } = page('/angebot');
    fetch.mockResolvedValue(new Response(null, { status: 503 }));
    await expect(goTo('home', {})).resolves.toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/');
  });
});

describe('currentLocale', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/angebot', 'de'],
    ['/en/angebot', 'en'],
    ['/tr/', 'tr'],
  ])('of %s is %s', (pathname, locale) => {
    page(pathname);
    expect(currentLocale()).toBe(locale);
  });
});
