// @vitest-environment jsdom
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

  it('is true on the first page of a tab', () => {
    load('/angebot/abcdefghijklmnop');
    expect($firstPageView.get()).toBe(true);
  });

  it('turns false when the customer moves on to another page', () => {
    load('/angebot/abcdefghijklmnop');
    load('/angebot/abcdefghijklmnop/login');
    expect($firstPageView.get()).toBe(false);
  });

  it('stays true when the same page is loaded again, whatever its hash or query', () => {
    load('/kuendigung');
    load('/kuendigung?step=2#formular');
    expect($firstPageView.get()).toBe(true);
  });

  it('turns true again on a jump within the page', () => {
    load('/kuendigung');
    load('/angebot');
    expect($firstPageView.get()).toBe(false);
    history.pushState(null, '', '/angebot#details');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect($firstPageView.get()).toBe(true);
  });

  it('compares paths on history navigation within the page', () => {
    load('/angebot');
    history.pushState(null, '', '/kuendigung');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect($firstPageView.get()).toBe(false);
  });

  it('treats every load as the first without sessionStorage', () => {
    load('/angebot', null);
    load('/kuendigung', null);
    expect($firstPageView.get()).toBe(true);
  });
});
