// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $authToken, setAuthToken } from '../../../stores/authToken.ts';
import { renderUi } from '../../../ui/renderUi.tsx';
import { WARN_BEFORE_MS } from './sessionClock.ts';
import { SessionWatch } from './SessionWatch.tsx';

const authRenew = vi.fn();
const goTo = vi.fn((..._args: unknown[]) => Promise.resolve(true));
vi.mock('../../loadApi.ts', () => ({
  preloadApi: () => undefined,
  loadApi: () => Promise.resolve({ authRenew }),
  reachableCalls: () => () => Promise.resolve({ authRenew }),
}));
vi.mock('../../../routing/navigate.ts', () => ({ goTo: (...args: unknown[]) => goTo(...args) }));

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';
/** A login that ends `ms` from now. */
const loginEndingIn = (ms: number) =>
  setAuthToken({
    token: 'bearer-token-0000000001',
    expiresAt: new Date(Date.now() + ms).toISOString(),
  });
const wait = { timeout: 5_000 };

describe('the login ending', () => {
  afterEach(() => {
    act(() => $authToken.set(undefined));
    authRenew.mockReset();
    goTo.mockClear();
  });

  it('asks nothing while the login has more than two minutes, then asks', async () => {
    vi.useFakeTimers();
    try {
      loginEndingIn(WARN_BEFORE_MS + 60_000);
      renderUi(<SessionWatch token={token} />);
      // Past the first look at the clock, 59 s before the warning is due.
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => vi.advanceTimersByTime(60_000));
    } finally {
      vi.useRealTimers();
    }
    // The dialog's code loads now; its transition runs on the real clock.
    expect(
      await screen.findByRole('dialog', { name: 'Ihre Anmeldung endet bald' }, wait),
    ).toBeVisible();
  });

  it('two minutes before, offers to stay; staying renews the login and closes the dialog', async () => {
    authRenew.mockResolvedValue({
      token: 'bearer-token-0000000002',
      tokenType: 'Bearer',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    loginEndingIn(WARN_BEFORE_MS + 300);
    const { user } = renderUi(<SessionWatch token={token} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ihre Anmeldung endet bald' }, wait);
    expect(dialog).toHaveTextContent(/endet Ihre Anmeldung um \d\d:\d\d Uhr/);
    await user.click(screen.getByRole('button', { name: 'Angemeldet bleiben' }));
    expect(authRenew).toHaveBeenCalledWith({ query: { offer: token } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect($authToken.get()?.token).toBe('bearer-token-0000000002');
  });

  it('says when staying failed, and the login ends as it would', async () => {
    authRenew.mockRejectedValue(new Error('offline'));
    loginEndingIn(WARN_BEFORE_MS - 1_000);
    const { user } = renderUi(<SessionWatch token={token} />);
    await user.click(await screen.findByRole('button', { name: 'Angemeldet bleiben' }, wait));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das Verlängern hat gerade nicht geklappt.',
    );
  });

  it('once ended, says so and leads to the login; closing it keeps the page', async () => {
    loginEndingIn(400);
    const { user } = renderUi(<SessionWatch token={token} />);
    await screen.findByRole('dialog', { name: 'Ihre Anmeldung endet bald' }, wait);
    const expired = await screen.findByRole(
      'dialog',
      { name: 'Ihre Anmeldung ist abgelaufen' },
      wait,
    );
    expect(expired).toHaveTextContent('Was Sie eingegeben haben, ist noch da');
    await user.click(screen.getByRole('button', { name: 'Neu anmelden' }));
    expect(goTo).toHaveBeenCalledWith('offerLogin', { token });
    await user.click(screen.getByRole('button', { name: 'Auf der Seite bleiben' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
  });
});
