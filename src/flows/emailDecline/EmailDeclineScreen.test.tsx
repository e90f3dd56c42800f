// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../fakeApi.ts';
import { ApiError } from '../../api/errors/classes.ts';
import { SLOW_LOAD_MS } from '../LoadFailed.tsx';
import { findInView, renderScreen, VIEW_LOADED } from '../testing.tsx';
import EmailDeclineScreen from './EmailDeclineScreen.tsx';
import { testText } from '../../i18n/testing.ts';

const { declineMail, declineMailState } = fakeApi({
  declineMail: vi.fn(),
  declineMailState: vi.fn(),
});

const token = 'aldi-mail-decline-0001';
const open = (search: string) =>
  renderScreen(EmailDeclineScreen, { path: `/email-ablehnung${search}` });
const decline = () => findInView('button', 'emailDecline:question.decline');

describe('declining an e-mail', { timeout: 30_000 }, () => {
  beforeEach(() => {
    declineMail.mockReset();
    declineMailState.mockReset();
    declineMailState.mockResolvedValue({});
  });

  it('asks first: opening the page only reads its state; the button declines', async () => {
    declineMail.mockResolvedValue({ result: 'declined', declinedAt: '2026-01-14T09:30:00+01:00' });
    const { user } = open(`?token=${token}&brand=aldi`);
    const button = await decline();
    expect(declineMailState).toHaveBeenCalledWith({ query: { token, brand: 'aldi' } });
    expect(declineMail).not.toHaveBeenCalled();
    // The token declines the e-mail: no third party may find it in the address bar.
    expect(window.location.search).toBe('?brand=aldi');
    await user.click(button);
    expect(declineMail).toHaveBeenCalledWith({ query: { token, brand: 'aldi' } });
    const answer = await screen.findByText('Abgelehnt am 14. Januar 2026 um 09:30.');
    expect(answer).toBeVisible();
    // The button is gone: the focus is on its answer, which a screen reader reads out.
    expect(answer.closest('[tabindex="-1"]')).toBe(document.activeElement);
  });

  it('says on opening that an e-mail declined before is declined, without its button', async () => {
    declineMailState.mockResolvedValue({ declinedAt: '2026-01-11T09:30:00+01:00' });
    open(`?token=${token}&brand=aldi`);
    expect(await findInView('heading', 'emailDecline:already.headline')).toBeVisible();
    expect(screen.getByText('Abgelehnt am 11. Januar 2026 um 09:30.')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: testText('emailDecline:question.decline') }),
    ).toBeNull();
    expect(declineMail).not.toHaveBeenCalled();
  });

  it('says on opening that a link is unknown; a failed read still offers the button', async () => {
    declineMailState.mockRejectedValueOnce(new ApiError({ response: { status: 404, body: {} } }));
    const { unmount } = open(`?token=${token}&brand=aldi`);
    expect(
      await screen.findByText(testText('emailDecline:unknown.headline'), {}, VIEW_LOADED),
    ).toBeVisible();
    unmount();
    declineMailState.mockRejectedValueOnce(new ApiError({ response: { status: 503, body: {} } }));
    open(`?token=${token}&brand=aldi`);
    expect(await decline()).toBeVisible();
  });

  it('says when the API knew the e-mail as declined already', async () => {
    declineMail.mockResolvedValue({ result: 'alreadyDeclined' });
    const { user } = open(`?token=${token}&brand=aldi`);
    await user.click(await decline());
    expect(await screen.findByText(testText('emailDecline:already.text'))).toBeVisible();
  });

  it('tells an unknown link from a failure that can be tried again', async () => {
    declineMail
      .mockRejectedValueOnce(new ApiError({ response: { status: 503, body: {} } }))
      .mockRejectedValueOnce(new ApiError({ response: { status: 404, body: {} } }));
    const { user } = open(`?token=${token}&brand=aldi`);
    await user.click(await decline());
    expect(await screen.findByText(testText('emailDecline:unavailable.headline'))).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: testText('emailDecline:question.decline') }),
    );
    expect(await screen.findByText(testText('emailDecline:unknown.headline'))).toBeVisible();
  });

  describe('slow answers', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('says when the link is slow to be read, and asks again on request', async () => {
      declineMailState.mockReturnValueOnce(new Promise(() => undefined));
      const { user } = open(`?token=${token}&brand=aldi`);
      await vi.waitFor(() => expect(declineMailState).toHaveBeenCalledOnce(), VIEW_LOADED);
      await act(async () => vi.advanceTimersByTime(SLOW_LOAD_MS));
      expect(screen.getByText(testText('ui:slowLoad.headline'))).toBeVisible();
      await user.click(screen.getByRole('button', { name: testText('ui:slowLoad.retry') }));
      expect(await decline()).toBeVisible();
      expect(declineMailState).toHaveBeenCalledTimes(2);
    });

    it('says when the decline is slow to be answered, the button busy', async () => {
      declineMail.mockReturnValueOnce(new Promise(() => undefined));
      const { user } = open(`?token=${token}&brand=aldi`);
      await user.click(await decline());
      await act(async () => vi.advanceTimersByTime(SLOW_LOAD_MS));
      expect(screen.getByText(testText('ui:slowSubmit.headline'))).toBeVisible();
    });
  });

  it('explains a link without a token instead of asking', async () => {
    open('?brand=aldi');
    expect(
      await screen.findByText(testText('emailDecline:incomplete.headline'), {}, VIEW_LOADED),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: testText('emailDecline:question.decline') }),
    ).toBeNull();
  });
});
