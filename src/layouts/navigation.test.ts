// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startNavigation } from './navigation.ts';
import { announcePathChange } from './pathChange.ts';

describe('startNavigation', () => {
  let stop = () => {};
  const scrolledIntoView: Element[] = [];
  let scrollTo: ReturnType<typeof vi.spyOn>;

  const load = (url: string) => {
    history.replaceState(null, '', url);
    stop = startNavigation(window);
  };

  beforeEach(() => {
    document.body.innerHTML = `
      <main id="main" tabindex="-1">
        <h2 id="vertrag">Vertrag</h2>
        <a id="kontakt" href="/kontakt">Kontakt</a>
        <section id="schritt 2">Schritt 2</section>
      </main>`;
    scrolledIntoView.length = 0;
    // jsdom has no layout: record what would be scrolled instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledIntoView.push(this);
    };
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    stop();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it.each([
    ['starts a page at the top', '/angebot'],
    ['starts at the top when the hash names nothing on the page', '/angebot#gibt-es-nicht'],
  ])('%s', (_, page) => {
    load(page);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrolledIntoView).toEqual([]);
  });

  it('starts a page changed without a page load at the top, with focus on the main content', () => {
    load('/angebot/Q2xpZW50T2ZmZXIxMjM0NTY/ausweisdaten');
    document.getElementById('kontakt')?.focus();
    scrollTo.mockClear();
    history.pushState(null, '', '/angebot/Q2xpZW50T2ZmZXIxMjM0NTY/zahlung');
    announcePathChange();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('keeps the browser from restoring an old scroll position on reload', () => {
    load('/angebot');
    expect(history.scrollRestoration).toBe('manual');
  });

  it('shows the hash target and moves focus to it when it can take focus', () => {
    load('/angebot#kontakt');
    expect(scrolledIntoView).toEqual([document.getElementById('kontakt')]);
    expect(document.activeElement).toBe(document.getElementById('kontakt'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves focus to the main content when the hash target cannot take focus', () => {
    load('/angebot#vertrag');
    expect(scrolledIntoView).toEqual([document.getElementById('vertrag')]);
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('finds targets whose id needs escaping in the URL', () => {
    load('/angebot#schritt%202');
    expect(scrolledIntoView).toEqual([document.getElementById('schritt 2')]);
  });

  it('follows later hash changes', () => {
    load('/angebot');
    history.pushState(null, '', '/angebot#kontakt');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(scrolledIntoView).toEqual([document.getElementById('kontakt')]);
    expect(document.activeElement).toBe(document.getElementById('kontakt'));
  });
});
