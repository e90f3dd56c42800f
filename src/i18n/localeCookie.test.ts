// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOCALE_COOKIE,
  readLocaleCookie,
  storeLocaleCookie,
  writeLocaleCookie,
} from './localeCookie.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The raw `Set-Cookie`-style strings the page writes, attributes included. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const setter = vi.spyOn(document, 'cookie', 'set');
  setter.mockImplementation((value: string) => void writes.push(value));
  return writes;
}

function attributes(raw: string): Map<string, string> {
  const [, ...parts] = raw.split(';').map((p) => p.trim());
  return new Map(parts.map((p) => [p.split('=')[0]?.toLowerCase() ?? '', p.split('=')[1] ?? '']));
}

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('writeLocaleCookie', () => {
  it('stores the language for a year, site-wide, SameSite=Lax', () => {
    const writes = recordCookieWrites();
    writeLocaleCookie('en', { protocol: 'http:' });
    expect(writes).toHaveLength(1);
    const raw = writes[0] ?? '';
    expect(raw.startsWith('i18n_redirected=en;')).toBe(true);
    const attrs = attributes(raw);
    expect(attrs.get('path')).toBe('/');
    expect(attrs.get('samesite')).toBe('Lax');
    expect(attrs.has('secure')).toBe(false);
    const expires = Date.parse(attrs.get('expires') ?? '');
    expect(Math.abs(expires - (Date.now() + 365 * DAY))).toBeLessThan(60_000);
  });

  it('marks the cookie Secure on https pages', () => {
    const writes = recordCookieWrites();
    writeLocaleCookie('tr', { protocol: 'https:' });
    expect(attributes(writes[0] ?? '').has('secure')).toBe(true);
  });
});

describe('storeLocaleCookie', () => {
  it('writes the cookie and resolves once the cookie store reports it', async () => {
    const writes = recordCookieWrites();
    const get = vi.fn(() => Promise.resolve({ value: 'en' }));
    await storeLocaleCookie('en', { protocol: 'https:' }, { get });
    expect(writes).toHaveLength(1);
    expect(attributes(writes[0] ?? '').has('secure')).toBe(true);
    expect(get).toHaveBeenCalledWith(LOCALE_COOKIE);
  });

  it('resolves after half a second when the cookie store never reports it', async () => {
    vi.useFakeTimers();
    try {
      const get = vi.fn(() => Promise.resolve({ value: 'de' }));
      let done = false;
      void storeLocaleCookie('tr', { protocol: 'http:' }, { get }).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(490);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(done).toBe(true);
      expect(get).toHaveBeenCalledTimes(20);
      expect(readLocaleCookie()).toBe('tr');
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes the cookie where the Cookie Store API is missing', async () => {
    await storeLocaleCookie('tr', { protocol: 'http:' }, undefined);
    expect(readLocaleCookie()).toBe('tr');
  });
});

describe('readLocaleCookie', () => {
  it('reads back the stored language', () => {
    writeLocaleCookie('tr', { protocol: 'http:' });
    expect(readLocaleCookie()).toBe('tr');
  });

  it('ignores a missing cookie and values that are not a locale', () => {
    expect(readLocaleCookie()).toBeUndefined();
    document.cookie = `${LOCALE_COOKIE}=fr; path=/`;
    expect(readLocaleCookie()).toBeUndefined();
    document.cookie = `${LOCALE_COOKIE}=constructor; path=/`;
    expect(readLocaleCookie()).toBeUndefined();
  });
});
