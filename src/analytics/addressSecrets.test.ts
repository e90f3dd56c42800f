// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { takeFromAddress, whenAddressClean } from './addressSecrets.ts';

describe('secrets in the address', () => {
  beforeEach(() => history.replaceState(null, '', '/'));

  it('waits for a page with ?data= until the page has taken it out', () => {
    history.replaceState(null, '', '/selfcarekuendigung?data=sealed.link&utm=x#top');
    const ready = vi.fn();
    whenAddressClean(window, ready);
    expect(ready).not.toHaveBeenCalled();
    expect(takeFromAddress(window, 'utm')).toBe('x');
    expect(ready).not.toHaveBeenCalled();
    expect(takeFromAddress(window, 'data')).toBe('sealed.link');
    expect(ready).toHaveBeenCalledOnce();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/selfcarekuendigung#top',
    );
  });

  it('is ready at once where the address holds none, and never where nobody takes it', () => {
    const ready = vi.fn();
    whenAddressClean(window, ready);
    expect(ready).toHaveBeenCalledOnce();
    history.replaceState(null, '', '/widerruf?offer=Q2hlY2tUb2tlbjEyMzQ1Ng');
    const waiting = vi.fn();
    const stop = whenAddressClean(window, waiting);
    window.dispatchEvent(new Event('address:cleaned'));
    expect(waiting).not.toHaveBeenCalled();
    stop();
    expect(takeFromAddress(window, 'offer')).toBe('Q2hlY2tUb2tlbjEyMzQ1Ng');
    expect(waiting).not.toHaveBeenCalled();
  });

  it("counts the brand login's ?code= as a secret on the login page, not the error page's", () => {
    const offer = '/en/angebot/Q2hlY2tUb2tlbjEyMzQ1Ng';
    history.replaceState(null, '', `${offer}/login?code=one-time`);
    const login = vi.fn();
    whenAddressClean(window, login);
    expect(login).not.toHaveBeenCalled();
    takeFromAddress(window, 'code');
    expect(login).toHaveBeenCalledOnce();

    history.replaceState(null, '', `${offer}/fehler?code=OfferExpired`);
    const errorPage = vi.fn();
    whenAddressClean(window, errorPage);
    expect(errorPage).toHaveBeenCalledOnce();
  });

  it.each([
    ['a Novum entry id, which the API answers with the offer token', '/entry/novum?id=', 'id'],
    ['an e-mail decline token', '/en/email-ablehnung?brand=ortel&token=', 'token'],
  ])('counts %s as a secret on its page', (_what, page, name) => {
    history.replaceState(null, '', `${page}aldi-link-secret-0001`);
    const ready = vi.fn();
    whenAddressClean(window, ready);
    expect(ready).not.toHaveBeenCalled();
    expect(takeFromAddress(window, name)).toBe('aldi-link-secret-0001');
    expect(ready).toHaveBeenCalledOnce();
  });
});
