// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATH_CHANGE } from '../layouts/pathChange.ts';
import { goTo } from '../routing/navigate.ts';
import { $shownInDocument, enterDocument, openInDocument } from './sameDocument.ts';

const token = 'Q2xpZW50T2ZmZXIxMjM0NTY';
const payment = { view: 'payment' };
const summary = { view: 'summary' };

describe('screens sharing one document', () => {
  let leave = () => {};
  let changes = 0;
  const countChange = () => (changes += 1);
  const loaders = {
    offerIdData: vi.fn(() => Promise.resolve({ view: 'ID data' })),
    offerPayment: vi.fn(() => Promise.resolve(payment)),
    offerSummary: vi.fn(() => Promise.resolve(summary)),
  };

  beforeEach(() => {
    history.replaceState(null, '', `/angebot/${token}/ausweisdaten`);
    $shownInDocument.set(undefined);
    changes = 0;
    window.addEventListener(PATH_CHANGE, countChange);
    leave = enterDocument(loaders);
  });
  afterEach(() => {
    leave();
    window.removeEventListener(PATH_CHANGE, countChange);
    document.body.innerHTML = '';
  });

  it('change the address, not the page, on a step between them: no page load, no reachability check', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const length = history.length;
    await expect(goTo('offerPayment', { token })).resolves.toBe(true);
    expect(location.pathname).toBe(`/angebot/${token}/zahlung`);
    expect(history.length).toBe(length + 1);
    expect($shownInDocument.get()).toEqual({ route: 'offerPayment', screen: payment });
    expect(changes).toBe(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('replace the history entry for a redirect, and keep the search', async () => {
    const length = history.length;
    await openInDocument('offerSummary', `/angebot/${token}/zusammenfassung?aendern`, true);
    expect(`${location.pathname}${location.search}`).toBe(
      `/angebot/${token}/zusammenfassung?aendern`,
    );
    expect(history.length).toBe(length);
  });

  it('leave a screen outside the document, or one whose code does not load, to a page load', async () => {
    await expect(openInDocument('offer', `/angebot/${token}`)).resolves.toBe(false);
    loaders.offerPayment.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(openInDocument('offerPayment', `/angebot/${token}/zahlung`)).resolves.toBe(false);
    expect(location.pathname).toBe(`/angebot/${token}/ausweisdaten`);
    expect($shownInDocument.get()).toEqual({ route: 'offerIdData' });
  });

  it('follow a plain click on a link to one of them; other links, other languages and modified clicks load pages', async () => {
    document.body.innerHTML = `
      <a id="summary" href="/angebot/${token}/zusammenfassung">Zusammenfassung</a>
      <a id="offer" href="/angebot/${token}">Angebot</a>
      <a id="turkish" href="/tr/angebot/${token}/ausweisdaten">Türkçe</a>`;
    const click = (id: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      document.getElementById(id)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('offer')).toBe(false);
    // The same step in another language: its texts are not in this document.
    expect(click('turkish')).toBe(false);
    expect(click('summary', { ctrlKey: true })).toBe(false);
    expect(click('summary')).toBe(true);
    await vi.waitFor(() => expect($shownInDocument.get()?.route).toBe('offerSummary'));
    expect(location.pathname).toBe(`/angebot/${token}/zusammenfassung`);
  });

  it('show the screen of the address again on Back', async () => {
    await openInDocument('offerPayment', `/angebot/${token}/zahlung`);
    await openInDocument('offerSummary', `/angebot/${token}/zusammenfassung`);
    history.replaceState(null, '', `/angebot/${token}/zahlung`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect($shownInDocument.get()?.route).toBe('offerPayment'));
    expect(changes).toBe(3);
  });

  it('show nothing else on Back to a hash of the page’s own address', async () => {
    loaders.offerIdData.mockClear();
    history.pushState(null, '', `/angebot/${token}/ausweisdaten#hilfe`);
    history.replaceState(null, '', `/angebot/${token}/ausweisdaten`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await Promise.resolve();
    expect(loaders.offerIdData).not.toHaveBeenCalled();
    expect($shownInDocument.get()).toEqual({ route: 'offerIdData' });
    expect(changes).toBe(0);
  });

  it('end with the page: afterwards every step is a page load again', async () => {
    leave();
    await expect(openInDocument('offerPayment', `/angebot/${token}/zahlung`)).resolves.toBe(false);
  });
});
