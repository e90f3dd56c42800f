// @vitest-environment jsdom
import { announcePathChange } from '../layouts/pathChange.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $firstPageView, startFirstPageView } from './firstPageView.ts';

describe('$firstPageView', () => {
  let stop = () => {};
  /** A page load of `url` in this tab. */
  const load = (url: string, storage?: Storage | null) => {
    stop();
    history.replaceState(null, '', url);
    stop = startFirstPageView(storage === undefined ? {} : { storage });
  };

  beforeEach(() => {
    sessionStorage.clear();
    $firstPageView.set(false);
  });
  afterEach(() => stop());

  it.each([
    ['is true on the first page of a tab', ['/angebot/abcdefghijklmnop'], true],
    [
      'turns false when the customer moves on to another page',
      ['/angebot/abcdefghijklmnop', '/angebot/abcdefghijklmnop/login'],
      false,
    ],
    [
      'stays true when the same page is loaded again, whatever its hash or query',
      ['/kuendigung', '/kuendigung?step=2#formular'],
      true,
    ],
  ])('%s', (_, pages, first) => {
    for (const page of pages) load(page);
    expect($firstPageView.get()).toBe(first);
  });

  it('turns true again on a jump within the page', () => {
    load('/kuendigung');
    load('/angebot');
    expect($firstPageView.get()).toBe(false);
    history.pushState(null, '', '/angebot#details');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect($firstPageView.get()).toBe(true);
  });

  it('compares paths on a step to another page within the same document', () => {
    load('/angebot/Q2xpZW50T2ZmZXIxMjM0NTY/meine-daten');
    history.pushState(null, '', '/angebot/Q2xpZW50T2ZmZXIxMjM0NTY/ausweisdaten');
    announcePathChange();
    expect($firstPageView.get()).toBe(false);
  });

  it('keeps the page in the tab without its token, which opens the offer', () => {
    load('/en/angebot/Q2xpZW50T2ZmZXIxMjM0NTY/danke');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Q2xpZW50T2ZmZXIxMjM0NTY');
    load('/en/angebot/Q2xpZW50T2ZmZXIxMjM0NTY/danke');
    expect($firstPageView.get()).toBe(true);
  });

  it('treats every load as the first without sessionStorage', () => {
    load('/angebot', null);
    load('/kuendigung', null);
    expect($firstPageView.get()).toBe(true);
  });
});
