// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { validate as isUuid } from 'uuid';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACE_ID_HEADER } from '../contract/headers.ts';
import { callExamples } from '../contract/examples.ts';

/** The jsdom instance vitest exposes; its cookie jar shows what document.cookie hides. */
declare const jsdom: {
  cookieJar: {
    getCookiesSync(url: string): {
      key: string;
      value: string;
      path: string | null;
      sameSite: string;
      expires: Date | 'Infinity';
    }[];
  };
};

const DAY = 24 * 60 * 60 * 1000;

const load = async () => {
  vi.resetModules();
  return import('./traceId.ts');
};

const traceCookie = () =>
  jsdom.cookieJar.getCookiesSync(location.href).find((cookie) => cookie.key === 'traceId');

describe('trace id', () => {
  beforeEach(() => Cookies.remove('traceId', { path: '/' }));

  it('is created when missing and kept in the traceId cookie for 30 days', async () => {
    const { getTraceId } = await load();
    const before = Date.now();
    const id = getTraceId();
    expect(isUuid(id)).toBe(true);
    const cookie = traceCookie();
    expect(cookie?.value).toBe(id);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('lax');
    const expires = (cookie?.expires as Date).getTime();
    expect(expires - before).toBeGreaterThan(30 * DAY - 60_000);
    expect(expires - before).toBeLessThan(30 * DAY + 60_000);
  });

  it('stays the same across calls and page loads', async () => {
    const first = (await load()).getTraceId();
    expect((await load()).getTraceId()).toBe(first);
    expect((await load()).getTraceId()).toBe(first);
  });

  it('reads the cookie once per page, however many calls ask', async () => {
    // Each read after the page's own write waits for the browser's cookie store, on the
    // main thread, as the first calls of a first visit go out.
    const { getTraceId } = await load();
    const reads = vi.spyOn(document, 'cookie', 'get');
    const first = getTraceId();
    expect(getTraceId()).toBe(first);
    expect(getTraceId()).toBe(first);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('replaces a cookie value that is not a UUID', async () => {
    Cookies.set('traceId', '<script>', { path: '/' });
    const id = (await load()).getTraceId();
    expect(isUuid(id)).toBe(true);
    expect(Cookies.get('traceId')).toBe(id);
  });

  it('is Secure on https', async () => {
    const { traceIdCookieAttributes } = await load();
    expect(traceIdCookieAttributes('https:')).toMatchObject({ secure: true, expires: 30 });
    expect(traceIdCookieAttributes('http:').secure).toBe(false);
  });

  it('goes out as a header on every request of the client', async () => {
    const { createApiClient } = await import('./createApiClient.ts');
    const { default: listCalls } = await import('../contract/calls/lists.ts');
    const seen: (string | null)[] = [];
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get(TRACE_ID_HEADER));
      return Promise.resolve(Response.json(callExamples.nationalities.response));
    };
    const api = createApiClient(listCalls, { baseUrl: 'https://api.example.de', fetch });
    await api.nationalities({ params: { brand: 'o2' } });
    await api.nationalities({ params: { brand: 'aldi' } });
    expect(seen).toHaveLength(2);
    expect(isUuid(seen[0])).toBe(true);
    expect(seen[1]).toBe(seen[0]);
    expect(Cookies.get('traceId')).toBe(seen[0]);
  });
});
