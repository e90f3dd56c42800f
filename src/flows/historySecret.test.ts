// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { forgetFromHistory, takeIntoHistory } from './historySecret.ts';

it('keeps a secret with the history entry, not the address: a reload finds it, until it is done with', () => {
  history.replaceState({ scroll: 12 }, '', '/email-ablehnung?token=aldi-mail-decline-0001');
  expect(takeIntoHistory(window, 'token')).toBe('aldi-mail-decline-0001');
  expect(location.search).toBe('');
  expect(history.state).toMatchObject({ scroll: 12 });
  // A reload keeps the entry's state; the address has no token any more.
  expect(takeIntoHistory(window, 'token')).toBe('aldi-mail-decline-0001');
  forgetFromHistory(window, 'token');
  expect(takeIntoHistory(window, 'token')).toBeNull();
  expect(history.state).toEqual({ scroll: 12 });
});
