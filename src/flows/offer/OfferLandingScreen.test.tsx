// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferError, RequestError } from '../../api/errors/classes.ts';
import { pushedPageViews } from '../../analytics/testing.ts';
import { expectFieldError, renderScreen } from '../testing.tsx';
import OfferLandingScreen from './OfferLandingScreen.tsx';
import { testText } from '../../i18n/testing.ts';

const offerVerify = vi.fn();
vi.mock('../loadApi.ts', () => ({
  preloadApi: () => undefined,
  loadApi: () => Promise.resolve({ offerVerify }),
}));
const goTo = vi.fn((..._args: unknown[]) => Promise.resolve(true));
vi.mock('../navigate.ts', () => ({ goTo: (...args: unknown[]) => goTo(...args) }));

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';

async function renderLanding() {
  const { user } = renderScreen(OfferLandingScreen, { path: '/angebot' });
  const field = await screen.findByRole('textbox', { name: /Angebotscode/ });
  const submit = screen.getByRole('button', { name: 'Angebot öffnen' });
  return { user, field, submit };
}

describe('offer landing', () => {
  beforeEach(() => {
    offerVerify.mockReset();
    goTo.mockClear();
    Reflect.deleteProperty(window, 'dataLayer');
  });

  it('counts one page view under its token-free name, however much is typed', async () => {
    const { user, field } = await renderLanding();
    await user.type(field, 'abc');
    expect(pushedPageViews()).toEqual([expect.objectContaining({ pageName: 'angebot' })]);
  });

  it('asks for a code when none is typed', async () => {
    const { user, field, submit } = await renderLanding();
    await user.click(submit);
    await expectFieldError(field, testText('offer:landing.errors.required'));
    expect(offerVerify).not.toHaveBeenCalled();
  });

  it('refuses a code of the wrong shape without asking the API', async () => {
    const { user, field, submit } = await renderLanding();
    await user.type(field, 'abc');
    await user.click(submit);
    await expectFieldError(field, testText('offer:landing.errors.format'));
    expect(offerVerify).not.toHaveBeenCalled();
  });

  it('opens the offer of a valid code, spaces from the letter removed', async () => {
    offerVerify.mockResolvedValue({});
    const { user, field, submit } = await renderLanding();
    await user.type(field, `${token.slice(0, 8)} ${token.slice(8)}`);
    await user.click(submit);
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('offer', { token }));
    expect(offerVerify).toHaveBeenCalledWith({ params: { id: token } });
  });

  it('says so when no offer has the code, and keeps what was typed', async () => {
    offerVerify.mockRejectedValue(new OfferError('NotFound', 'Offer could not be found.'));
    const { user, field, submit } = await renderLanding();
    await user.type(field, token);
    await user.click(submit);
    await expectFieldError(field, testText('offer:landing.errors.notFound'));
    expect(field).toHaveValue(token);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('sends an offer that cannot be taken up to its page, which explains why', async () => {
    offerVerify.mockRejectedValue(new OfferError('OfferExpired', 'Offer could not be accessed.'));
    const { user, field, submit } = await renderLanding();
    await user.type(field, token);
    await user.click(submit);
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('offer', { token }));
  });

  it('asks to wait after too many attempts and to retry when the API is away', async () => {
    offerVerify.mockRejectedValueOnce(
      new RequestError('TooManyRequests', 'slow down', { response: { status: 429, body: {} } }),
    );
    const { user, field, submit } = await renderLanding();
    await user.type(field, token);
    await user.click(submit);
    await expectFieldError(field, testText('offer:landing.errors.tooMany'));
    offerVerify.mockRejectedValueOnce(new RequestError('ApiError', 'down'));
    await user.click(submit);
    await expectFieldError(field, testText('offer:landing.errors.unavailable'));
    expect(field).toHaveValue(token);
  });
});
