// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { whenAddressClean } from '../../../analytics/addressSecrets.ts';
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
  const path = '/en/angebot/o2-offer-login-0001/login';
  beforeEach(() => history.replaceState(null, '', '/'));

  it('is read and removed from the address bar, other parameters stay', () => {
    history.replaceState(null, '', `${path}?utm=x&code=abc123#top`);
    expect(takeReturnCode()).toBe('abc123');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(`${path}?utm=x#top`);
  });

  it('lets the third-party scripts start only once it is out of the address', () => {
    history.replaceState(null, '', `${path}?code=abc123`);
    const vendors = vi.fn();
    whenAddressClean(window, vendors);
    expect(vendors).not.toHaveBeenCalled();
    takeReturnCode();
    expect(vendors).toHaveBeenCalledOnce();
  });

  it('is absent on a plain visit, and the address stays as it is', () => {
    history.replaceState(null, '', path);
    const replaceState = vi.spyOn(history, 'replaceState');
    expect(takeReturnCode()).toBeUndefined();
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });
});
