// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { takeLinkData } from './loadTermination.ts';
import { terminationAnswers } from './terminationStore.ts';

const link = 'eyJicmFuZCI6ImFsZGkifQ.c2lnbmF0dXJlLW9mLXRoZS1saW5r';

/** Everything this tab keeps in web storage, as one text. */
const webStorage = () =>
  [sessionStorage, localStorage]
    .flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`))
    .join('\n');

describe('the link of a prefilled termination', () => {
  beforeEach(() => sessionStorage.clear());

  it('leaves the address bar once read and is held by the page alone, in no web storage', () => {
    window.history.replaceState(null, '', `/selfcarekuendigung?data=${link}&utm=x#top`);
    expect(takeLinkData()).toBe(link);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/selfcarekuendigung?utm=x#top',
    );
    expect(takeLinkData()).toBe(link);
    expect(webStorage()).not.toContain(link);
    expect(webStorage()).not.toContain('c2lnbmF0dXJl');
  });

  it('is gone after a reload, which the tab knows of: the customer opens the link again', async () => {
    window.history.replaceState(null, '', `/selfcarekuendigung?data=${link}`);
    takeLinkData();
    terminationAnswers.keepTyping('prefilled', 'received', { email: 'anna@example.de' });
    vi.resetModules();
    const reloaded = await import('./loadTermination.ts');
    const store = await import('./terminationStore.ts');
    expect(reloaded.takeLinkData()).toBeUndefined();
    expect(store.terminationAnswers.answer('prefilled', 'linkRead')).toBeDefined();
    // The same link opened again: what was typed is still there.
    window.history.replaceState(null, '', `/selfcarekuendigung?data=${link}`);
    expect(reloaded.takeLinkData()).toBe(link);
    expect(store.terminationAnswers.typing('prefilled', 'received')).toEqual({
      email: 'anna@example.de',
    });
  });

  it('starts a new termination for a new link; the last receipt stays', () => {
    window.history.replaceState(null, '', `/selfcarekuendigung?data=${link}`);
    takeLinkData();
    terminationAnswers.keepTyping('prefilled', 'received', { email: 'alt@example.de' });
    window.history.replaceState(null, '', `/selfcarekuendigung?data=${link}x`);
    expect(takeLinkData()).toBe(`${link}x`);
    expect(terminationAnswers.typing('prefilled', 'received')).toBeUndefined();
  });

  it('is empty when the address holds something that is no link', () => {
    window.history.replaceState(null, '', '/selfcarekuendigung?data=%3Cscript%3E');
    expect(takeLinkData()).toBe('');
    expect(window.location.search).toBe('');
  });
});
