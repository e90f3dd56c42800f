// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../../fakeApi.ts';
import { pushedPageViews } from '../../../analytics/testing.ts';
import { ApiError, OfferError } from '../../../api/errors/classes.ts';
import { $authToken } from '../../../stores/authToken.ts';
import { $cart, setCart } from '../../../stores/cart.ts';
import { $firstPageView } from '../../../stores/firstPageView.ts';
import { expectFieldError, renderScreen, retryFailedLoad } from '../../testing.tsx';
import { buildCart } from '../cart.ts';
import OfferLoginScreen from './OfferLoginScreen.tsx';
import {
  bearer,
  brandNeeds,
  loginPath,
  loginUrl,
  offer,
  otpNeeds,
  token,
  verified,
} from './testing.ts';
import { testText } from '../../../i18n/testing.ts';

const { offerVerify, authToken } = fakeApi({
  offerVerify: vi.fn(),
  authToken: vi.fn(),
});
vi.mock('virtual:brand', () => ({ brand: { name: 'O2' } }));

const answered = (status: number, body: object = {}) =>
  new ApiError({ response: { status, body } });

function renderLogin(search = '') {
  $firstPageView.set(false);
  return renderScreen(OfferLoginScreen, { path: `${loginPath}${search}` });
}

async function typeCode(user: UserEvent, code: string) {
  const field = await screen.findByRole('textbox', { name: /Einmal-Code/ });
  // After a refused code the error summary takes the focus once the page has painted. On a
  // busy machine that came between user.type's click and its first key: every key went to
  // the summary and the code was sent empty. A customer cannot type within that frame.
  const summary = screen.queryByRole('alert')?.closest<HTMLElement>('[tabindex="-1"]');
  if (summary) await vi.waitFor(() => expect(summary).toHaveFocus());
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: testText('offerLogin:otp.submit') }));
  return field;
}

describe('login with a one-time code', () => {
  beforeEach(() => {
    offerVerify.mockResolvedValue(verified({ ...otpNeeds, needsIdData: true }));
  });

  it('offers a field made for the code from the SMS', async () => {
    renderLogin();
    const field = await screen.findByRole('textbox', { name: /Einmal-Code/ });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAccessibleDescription(testText('offerLogin:otp.hint'));
    expect(
      screen.getByRole('link', { name: testText('offerLogin:otp.newCode.link') }),
    ).toHaveAttribute('href', `/angebot/${token}`);
  });

  // Every kind of otp offer (new contract, tariff change, owner change) takes this one path.
  it('stores the token and shows the offer, which the customer has not seen yet', async () => {
    offerVerify.mockResolvedValue(
      verified({ ...otpNeeds, needsIdData: true, needsPayment: true }, false, 'offer_coc_otp'),
    );
    authToken.mockResolvedValue(bearer);
    const { user } = renderLogin();
    await typeCode(user, '418 207');
    await sentTo('offer', { token }, { replace: true });
    expect(authToken).toHaveBeenCalledWith({ query: { code: '418207', offer: token } });
    expect($authToken.get()?.token).toBe(bearer.token);
  });

  it('says so at the field when the code is wrong, keeps it, and takes the right one next', async () => {
    authToken.mockRejectedValueOnce(answered(401)).mockResolvedValueOnce(bearer);
    const { user } = renderLogin();
    const field = await typeCode(user, '111111');
    await expectFieldError(field, testText('offerLogin:otp.errors.invalid'));
    expect(field).toHaveValue('111111');
    expect(goTo).not.toHaveBeenCalled();
    await typeCode(user, '418207');
    await sentTo('offer', { token }, { replace: true });
  });

  it('asks to wait after too many attempts', async () => {
    authToken.mockRejectedValue(answered(429));
    const { user } = renderLogin();
    const field = await typeCode(user, '111111');
    await expectFieldError(field, testText('offerLogin:errors.tooMany'));
  });

  it('says how many tries are left, and that none is once the last one failed', async () => {
    authToken
      .mockRejectedValueOnce(answered(401, { triesLeft: 2 }))
      .mockRejectedValueOnce(answered(401, { triesLeft: 1 }))
      .mockRejectedValueOnce(answered(401, { triesLeft: 0 }));
    const { user } = renderLogin();
    const field = await typeCode(user, '111111');
    await expectFieldError(field, 'Dieser Code stimmt nicht. Sie haben noch 2 Versuche.');
    await typeCode(user, '222222');
    await expectFieldError(field, testText('offerLogin:otp.errors.invalidTries_one'));
    await typeCode(user, '333333');
    await expectFieldError(field, testText('offerLogin:errors.tooMany'));
  });

  it('says until when the offer is locked after too many wrong codes', async () => {
    const lockedUntil = new Date(2026, 4, 12, 10, 30).toISOString();
    authToken.mockRejectedValue(answered(429, { lockedUntil }));
    const { user } = renderLogin();
    const field = await typeCode(user, '111111');
    await expectFieldError(
      field,
      testText('offerLogin:errors.lockedUntil').replace('{{time}}', '10:30'),
    );
  });

  it('keeps the code for a retry when the API does not answer', async () => {
    authToken.mockRejectedValueOnce(new ApiError()).mockResolvedValueOnce(bearer);
    const { user } = renderLogin();
    const field = await typeCode(user, '418207');
    await expectFieldError(field, testText('offerLogin:errors.unavailable'));
    expect(field).toHaveValue('418207');
    await user.click(screen.getByRole('button', { name: testText('offerLogin:otp.submit') }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalled());
  });

  it('sends the code once, however often the busy button is pressed', async () => {
    let answer: (value: typeof bearer) => void = () => undefined;
    authToken.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderLogin();
    await typeCode(user, '418207');
    const submit = screen.getByRole('button', {
      name: new RegExp(testText('offerLogin:otp.submit')),
    });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.click(submit);
    await user.keyboard('{Enter}');
    answer(bearer);
    await vi.waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(authToken).toHaveBeenCalledTimes(1);
  });

  it('asks for the code before sending anything', async () => {
    const { user } = renderLogin();
    const field = await screen.findByRole('textbox', { name: /Einmal-Code/ });
    await user.click(screen.getByRole('button', { name: testText('offerLogin:otp.submit') }));
    await expectFieldError(field, testText('offerLogin:otp.errors.required'));
    expect(authToken).not.toHaveBeenCalled();
  });
});

describe('login with the brand login', () => {
  beforeEach(() => vi.stubEnv('PUBLIC_LOGIN_HOSTS', new URL(loginUrl).hostname));
  afterEach(() => vi.unstubAllEnvs());

  it('links to the brand login with this page as the way back', async () => {
    offerVerify.mockResolvedValue(verified(brandNeeds));
    renderLogin();
    const link = await screen.findByRole('link', { name: 'Mit O2 anmelden' });
    expect(link).toHaveAttribute(
      'href',
      `${loginUrl}&return=${encodeURIComponent(`${window.location.origin}${loginPath}`)}`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('links to no login at a host not on the allow-list: the offer and its address stay here', async () => {
    offerVerify.mockResolvedValue(
      verified({ ...brandNeeds, loginUrl: 'https://evil.example/sso' }),
    );
    renderLogin();
    expect(
      await screen.findByRole('heading', { name: testText('offerLogin:failed.headline') }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Mit O2 anmelden' })).not.toBeInTheDocument();
  });
  // Its return with a code: BrandLoginReturn.test.tsx.
});

describe('opening the login step', () => {
  it('shows the offer when the customer is logged in already', async () => {
    offerVerify.mockResolvedValue(verified(otpNeeds, true));
    renderLogin();
    await sentTo('offer', { token }, { replace: true });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(pushedPageViews()).toEqual([]);
  });

  it('counts the page view of the login it shows, once', async () => {
    offerVerify.mockResolvedValue(verified(otpNeeds));
    renderLogin();
    await screen.findByRole('textbox', { name: /Einmal-Code/ });
    expect(pushedPageViews()).toEqual([
      expect.objectContaining({ event: 'virtualPageView', pageName: 'angebot/login' }),
    ]);
  });

  it('sends an offer without login to its page, which loads its cart', async () => {
    const open = { ...otpNeeds, needsLogin: false, needsOtp: false };
    offerVerify.mockResolvedValue(verified(open));
    renderLogin();
    await sentTo('offer', { token }, { replace: true });
  });

  it('goes past the step when an offer without login has its cart', async () => {
    const open = { ...otpNeeds, needsLogin: false, needsOtp: false };
    setCart(buildCart({ ...offer, requirements: open }, token));
    offerVerify.mockResolvedValue(verified(open));
    renderLogin();
    await sentTo('offerPersonalData', { token }, { replace: true });
  });

  it('offers a retry when the offer cannot be checked', async () => {
    offerVerify.mockRejectedValueOnce(new ApiError()).mockResolvedValueOnce(verified(otpNeeds));
    const { user } = renderLogin();
    await retryFailedLoad(user, 'offerLogin:failed');
    expect(await screen.findByRole('textbox', { name: /Einmal-Code/ })).toBeVisible();
  });

  it('shows the error page of an offer that cannot be taken up', async () => {
    offerVerify.mockRejectedValue(new OfferError('OfferExpired', 'Offer could not be accessed.'));
    renderLogin();
    await sentTo('offerError', { token }, { replace: true, search: '?code=OfferExpired' });
  });
});

afterEach(() => {
  offerVerify.mockReset();
  authToken.mockReset();
  goTo.mockClear();
  $authToken.set(undefined);
  $cart.set(undefined);
  window.sessionStorage.clear();
  Reflect.deleteProperty(window, 'dataLayer');
});
