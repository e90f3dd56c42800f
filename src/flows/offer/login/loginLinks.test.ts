import { describe, expect, it, vi } from 'vitest';
import { brandLoginHref, returnUrlOf, takeReturnCode } from './loginLinks.ts';

const here = 'http://o2.localhost/en/angebot/o2-offer-login-0001/login';

describe('brand login links', () => {
  it('appends the encoded return address to a login URL that has a query already', () => {
    expect(brandLoginHref('https://login.example/sso?offer=abc', here)).toBe(
      `https://login.example/sso?offer=abc&return=${encodeURIComponent(here)}`,
    );
  });

  it('starts the query when the login URL has none', () => {
    expect(brandLoginHref('https://login.example/sso', here)).toBe(
      `https://login.example/sso?return=${encodeURIComponent(here)}`,
    );
  });

  it('returns to this page without its query', () => {
    expect(
      returnUrlOf({
        origin: 'http://o2.localhost',
        pathname: '/en/angebot/o2-offer-login-0001/login',
      }),
    ).toBe(here);
  });
});

describe('the code the brand login returned with', () => {
  it('is read and removed from the address bar, other parameters stay', () => {
    const history = { state: null, replaceState: vi.fn() };
    expect(takeReturnCode({ href: `${here}?utm=x&code=abc123#top` }, history)).toBe('abc123');
    expect(history.replaceState).toHaveBeenCalledWith(
      null,
      '',
      '/en/angebot/o2-offer-login-0001/login?utm=x#top',
    );
  });

  it('is absent on a plain visit, and the address stays as it is', () => {
    const history = { state: null, replaceState: vi.fn() };
    expect(takeReturnCode({ href: here }, history)).toBeUndefined();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
