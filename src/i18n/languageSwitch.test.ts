// @vitest-environment jsdom
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeFromAddress } from '../analytics/addressSecrets.ts';
import { LEAVE_CHECK, type LeaveCheck } from '../layouts/leaving.ts';
import { announcePathChange } from '../layouts/pathChange.ts';
import { loadNextNavigationFully } from '../release/nextNavigation.ts';
import { initLanguageSwitch } from './languageSwitch.ts';
import { LOCALE_COOKIE, readLocaleCookie } from './localeCookie.ts';

const TOKEN = 'Ab3dEf6hIj9kLm2nOp';

/** The markup LanguageSwitcher.astro renders: links to each locale's home page. */
function renderSwitcher(offered = ['de', 'en', 'tr']) {
  const names: Record<string, string> = { de: 'Deutsch', en: 'English', tr: 'Türkçe' };
  document.body.innerHTML = `
    <nav class="language-switcher" aria-label="Sprache wählen"><ul>
      ${offered
        .map(
          (l) =>
            `<li><a href="${l === 'de' ? '/' : `/${l}/`}" data-locale="${l}">${names[l]}</a></li>`,
        )
        .join('')}
    </ul></nav>`;
}

const at = (url: string) => new URL(url, 'http://ortel.localhost:4321');
const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

// jsdom cannot navigate; stop the click after the page's own handlers have run.
const stopNavigation = (e: Event) => e.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.removeEventListener('click', stopNavigation);
  document.cookie = `${LOCALE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('initLanguageSwitch', () => {
  it('points each link at the current page in its language', () => {
    renderSwitcher();
    initLanguageSwitch(document, at(`/angebot/${TOKEN}/login`));
    expect(linkTo('English')).toBe(`/en/angebot/${TOKEN}/login`);
    expect(linkTo('Türkçe')).toBe(`/tr/angebot/${TOKEN}/login`);
    expect(linkTo('Deutsch')).toBe(`/angebot/${TOKEN}/login`);
  });

  it('follows the address when a step changes it without a page load', () => {
    renderSwitcher();
    history.replaceState(null, '', `/angebot/${TOKEN}/ausweisdaten`);
    initLanguageSwitch(document, location);
    history.pushState(null, '', `/angebot/${TOKEN}/zahlung?aendern`);
    announcePathChange();
    expect(linkTo('English')).toBe(`/en/angebot/${TOKEN}/zahlung?aendern`);
  });

  it('drops a secret from its links once the page has taken it out of the address', () => {
    renderSwitcher();
    history.replaceState(null, '', '/selfcarekuendigung?data=sealed-link-data#form');
    initLanguageSwitch(document, location);
    expect(linkTo('English')).toBe('/en/selfcarekuendigung?data=sealed-link-data#form');
    takeFromAddress(window, 'data');
    expect(linkTo('English')).toBe('/en/selfcarekuendigung#form');
  });

  it('swaps the locale prefix on a prefixed page', () => {
    renderSwitcher();
    initLanguageSwitch(document, at(`/tr/idv/${TOKEN}/erfolgreich`));
    expect(linkTo('Türkçe')).toBe(`/tr/idv/${TOKEN}/erfolgreich`);
    expect(linkTo('English')).toBe(`/en/idv/${TOKEN}/erfolgreich`);
    expect(linkTo('Deutsch')).toBe(`/idv/${TOKEN}/erfolgreich`);
  });

  it('keeps the query and the hash', () => {
    renderSwitcher();
    initLanguageSwitch(document, at('/en/kuendigung?brand=ortel#form'));
    expect(linkTo('Deutsch')).toBe('/kuendigung?brand=ortel#form');
    expect(linkTo('Türkçe')).toBe('/tr/kuendigung?brand=ortel#form');
  });

  it('links the home pages with their own prefixes', () => {
    renderSwitcher();
    initLanguageSwitch(document, at('/en/'));
    expect(linkTo('Deutsch')).toBe('/');
    expect(linkTo('Türkçe')).toBe('/tr/');
  });

  it('remembers the chosen language in the locale cookie, and loads the page after that', async () => {
    renderSwitcher(['de', 'en']);
    const navigated = vi.fn();
    initLanguageSwitch(document, at(`/angebot/${TOKEN}`), navigated);
    expect(readLocaleCookie()).toBeUndefined();
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    await vi.waitFor(() =>
      expect(navigated).toHaveBeenCalledWith(`${location.origin}/en/angebot/${TOKEN}`),
    );
    expect(readLocaleCookie()).toBe('en');
    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    await vi.waitFor(() => expect(navigated).toHaveBeenCalledTimes(2));
    expect(readLocaleCookie()).toBe('de');
  });

  it('loads the page only once the cookie store has the choice', async () => {
    renderSwitcher(['de', 'en']);
    const navigated = vi.fn();
    let stored = false;
    const get = vi.fn((name: string) =>
      Promise.resolve(name === LOCALE_COOKIE && stored ? { value: 'de' } : null),
    );
    vi.stubGlobal('cookieStore', { get });
    initLanguageSwitch(document, at(`/en/angebot/${TOKEN}`), navigated);
    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    await vi.waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(1));
    expect(navigated).not.toHaveBeenCalled();
    stored = true;
    await vi.waitFor(() =>
      expect(navigated).toHaveBeenCalledWith(`${location.origin}/angebot/${TOKEN}`),
    );
    expect(readLocaleCookie()).toBe('de');
  });

  it('still loads the page when the cookie store cannot be read, with the cookie written', async () => {
    renderSwitcher(['de', 'tr']);
    const navigated = vi.fn();
    vi.stubGlobal('cookieStore', { get: () => Promise.reject(new TypeError('refused')) });
    initLanguageSwitch(document, at(`/angebot/${TOKEN}`), navigated);
    await userEvent.click(screen.getByRole('link', { name: 'Türkçe' }));
    await vi.waitFor(() => expect(navigated).toHaveBeenCalledTimes(1));
    expect(readLocaleCookie()).toBe('tr');
  });

  it('after a release stores the choice before the page loads, and loads it once', async () => {
    renderSwitcher(['de', 'en']);
    const navigated = vi.fn();
    initLanguageSwitch(document, at(`/angebot/${TOKEN}`), navigated);
    const loadedByRelease = vi.fn();
    const disarm = loadNextNavigationFully(document, loadedByRelease);
    try {
      await userEvent.click(screen.getByRole('link', { name: 'English' }));
      await vi.waitFor(() => expect(navigated).toHaveBeenCalledTimes(1));
      expect(readLocaleCookie()).toBe('en');
      expect(loadedByRelease).not.toHaveBeenCalled();
    } finally {
      disarm();
    }
  });

  it('while offline stores the choice and leaves the link to the offline notice', async () => {
    renderSwitcher(['de', 'en']);
    const navigated = vi.fn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    initLanguageSwitch(document, at(`/angebot/${TOKEN}`), navigated);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'English' }).dispatchEvent(click);
    expect(readLocaleCookie()).toBe('en');
    expect(navigated).not.toHaveBeenCalled();
  });

  it('loads the other language only once a screen that holds answers has asked (mayLeave)', async () => {
    renderSwitcher(['de', 'tr']);
    const navigated = vi.fn();
    initLanguageSwitch(document, at(`/angebot/${TOKEN}/zusammenfassung`), navigated);
    let proceed: (() => void) | undefined;
    const holdBack = (event: Event) => {
      event.preventDefault();
      proceed = (event as CustomEvent<LeaveCheck>).detail.proceed;
    };
    window.addEventListener(LEAVE_CHECK, holdBack);
    try {
      const link = screen.getByRole('link', { name: 'Türkçe' });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(readLocaleCookie()).toBeUndefined();
      proceed?.();
      await vi.waitFor(() =>
        expect(navigated).toHaveBeenCalledWith((link as HTMLAnchorElement).href),
      );
      expect(readLocaleCookie()).toBe('tr');
    } finally {
      window.removeEventListener(LEAVE_CHECK, holdBack);
    }
  });

  it('leaves links with an unknown locale alone', () => {
    document.body.innerHTML = `<nav class="language-switcher"><a href="/fr/" data-locale="fr">Français</a></nav>`;
    initLanguageSwitch(document, at(`/angebot/${TOKEN}`));
    expect(linkTo('Français')).toBe('/fr/');
  });

  it('does nothing on a page without a switcher', () => {
    document.body.innerHTML = '<main></main>';
    expect(() => initLanguageSwitch(document, at('/en/'))).not.toThrow();
  });
});
