// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { takeLinkData } from './loadTermination.ts';
import { terminationAnswers } from './terminationStore.ts';

const link = 'eyJicmFuZCI6ImFsZGkifQ.c2lnbmF0dXJlLW9mLXRoZS1saW5r';

describe('the link of a prefilled termination', () => {
  beforeEach(() => sessionStorage.clear());

  it('leaves the address bar once read and stays for a reload', () => {
    window.history.replaceState(null, '', `/selfcarekuendigung?data=${link}&utm=x#top`);
    expect(takeLinkData()).toBe(link);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/selfcarekuendigung?utm=x#top',
    );
    expect(takeLinkData()).toBe(link);
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
