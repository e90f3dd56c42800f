// @vitest-environment jsdom
import '../../../ui/jsdomShims.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import deLogin from '../../../../locales/de/offerLogin.json';
import deUi from '../../../../locales/de/ui.json';
import { callExamples } from '../../../api/contract/examples.ts';
import type { Requirements } from '../../../api/contract/offer.ts';
import { ApiError, OfferError } from '../../../api/errors/classes.ts';
import { $authToken } from '../../../stores/authToken.ts';
import { $cart, setCart } from '../../../stores/cart.ts';
import { $firstPageView } from '../../../stores/firstPageView.ts';
import { MantineRoot } from '../../../ui/MantineRoot.tsx';
import { buildCart } from '../cart.ts';
import { OfferLoginScreen } from './OfferLoginScreen.tsx';
import { pushedPageViews } from '../../../analytics/testing.ts';

const offerVerify = vi.fn();
const authToken = vi.fn();
const offerGet = vi.fn();
vi.mock('../../loadApi.ts', () => ({
  loadApi: () => Promise.resolve({ offerVerify, authToken, offerGet }),
}));
const goTo = vi.fn();
vi.mock('../../navigate.ts', () => ({ goTo: (...args: unknown[]) => goTo(...args) }));
vi.mock('virtual:brand', () => ({ brand: { name: 'O2' } }));

const offer = callExamples.offerGet.response;
const token = callExamples.offerGet.params.id;
const loginPath = `/angebot/${token}/login`;
const bearer = {
  token: 'eyJhbGciOiJIUzI1NiJ9.b2ZmZXI.c2ln',
  tokenType: 'Bearer',
  expiresAt: '2099-01-14T10:30:00+01:00',
};
const otpNeeds: Requirements = {
  needsLogin: true,
  needsOtp: true,
  needsIdData: false,
  needsPayment: false,
};
const loginUrl = 'https://login.example/sso?offer=abc';
const brandNeeds: Requirements = { ...otpNeeds, needsOtp: false, loginUrl };
const verified = (requirements: Requirements, authenticated = false) => ({
  offerType: offer.offerType,
  state: offer.state,
  offerUseCase: offer.offerUseCase,
  authenticated,
  requirements,
});
const answered = (status: number) => new ApiError({ response: { status, body: {} } });

function renderLogin(search = '') {
  window.history.replaceState(null, '', `${loginPath}${search}`);
  const user = userEvent.setup();
  render(
    <MantineRoot
      locale="de"
      resources={{ de: { ui: deUi, offerLogin: deLogin } }}
      context={{ slug: 'o2' }}
    >
      <OfferLoginScreen />
    </MantineRoot>,
  );
  return user;
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = await screen.findByRole('textbox', { name: /Einmal-Code/ });
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: deLogin.otp.submit }));
  return field;
}

describe('login with a one-time code', () => {
  beforeEach(() => {
    offerVerify.mockResolvedValue(verified({ ...otpNeeds, needsIdData: true }));
    offerGet.mockResolvedValue({ ...offer, requirements: { ...otpNeeds, needsIdData: true } });
  });

  it('offers a field made for the code from the SMS', async () => {
    renderLogin();
    const field = await screen.findByRole('textbox', { name: /Einmal-Code/ });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText(deLogin.otp.hint)).toBeTruthy();
    expect(screen.getByRole('link', { name: deLogin.otp.newCode.link }).getAttribute('href')).toBe(
      `/angebot/${token}`,
    );
  });

  it('stores the token, keeps the offer and goes on to the next step', async () => {
    authToken.mockResolvedValue(bearer);
    const user = renderLogin();
    await typeCode(user, '418 207');
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('offerPersonalData', { token }, { replace: true }),
    );
    expect(authToken).toHaveBeenCalledWith({ query: { code: '418207' } });
    expect($authToken.get()?.token).toBe(bearer.token);
    expect($cart.get()?.token).toBe(token);
  });

  it('says so at the field when the code is wrong, keeps it, and takes the right one next', async () => {
    authToken.mockRejectedValueOnce(answered(401)).mockResolvedValueOnce(bearer);
    const user = renderLogin();
    const field = await typeCode(user, '111111');
    expect(await screen.findByText(deLogin.otp.errors.invalid)).toBeTruthy();
    expect(field).toHaveProperty('value', '111111');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(goTo).not.toHaveBeenCalled();
    await typeCode(user, '418207');
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('offerPersonalData', { token }, { replace: true }),
    );
  });

  it('asks to wait after too many attempts', async () => {
    authToken.mockRejectedValue(answered(429));
    const user = renderLogin();
    await typeCode(user, '111111');
    expect(await screen.findByText(deLogin.errors.tooMany)).toBeTruthy();
  });

  it('keeps the code for a retry when the API does not answer', async () => {
    authToken.mockRejectedValueOnce(new ApiError()).mockResolvedValueOnce(bearer);
    const user = renderLogin();
    const field = await typeCode(user, '418207');
    expect(await screen.findByText(deLogin.errors.unavailable)).toBeTruthy();
    expect(field).toHaveProperty('value', '418207');
    await user.click(screen.getByRole('button', { name: deLogin.otp.submit }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalled());
  });

  it('sends the code once, however often the busy button is pressed', async () => {
    let answer: (value: typeof bearer) => void = () => undefined;
    authToken.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderLogin();
    await typeCode(user, '418207');
    const submit = screen.getByRole('button', { name: new RegExp(deLogin.otp.submit) });
    expect(submit.getAttribute('aria-busy')).toBe('true');
    await user.click(submit);
    await user.keyboard('{Enter}');
    answer(bearer);
    await vi.waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(authToken).toHaveBeenCalledTimes(1);
  });

  it('asks for the code before sending anything', async () => {
    const user = renderLogin();
    await screen.findByRole('textbox', { name: /Einmal-Code/ });
    await user.click(screen.getByRole('button', { name: deLogin.otp.submit }));
    expect(await screen.findByText(deLogin.otp.errors.required)).toBeTruthy();
    expect(authToken).not.toHaveBeenCalled();
  });

  it('shows the error page when the offer refuses this login', async () => {
    authToken.mockResolvedValue(bearer);
    offerGet.mockRejectedValue(new OfferError('Forbidden', 'Access to offer forbidden.'));
    const user = renderLogin();
    await typeCode(user, '418207');
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith(
        'offerError',
        { token },
        { replace: true, search: '?code=Forbidden' },
      ),
    );
  });
});

describe('login with the brand login', () => {
  it('links to the brand login with this page as the way back', async () => {
    offerVerify.mockResolvedValue(verified(brandNeeds));
    renderLogin();
    const link = await screen.findByRole('link', { name: 'Mit O2 anmelden' });
    expect(link.getAttribute('href')).toBe(
      `${loginUrl}&return=${encodeURIComponent(`${window.location.origin}${loginPath}`)}`,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('exchanges the code it returns with, drops it from the address and goes on', async () => {
    authToken.mockResolvedValue(bearer);
    offerGet.mockResolvedValue({ ...offer, requirements: brandNeeds });
    renderLogin('?code=brand-code-123');
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('offerPersonalData', { token }, { replace: true }),
    );
    expect(authToken).toHaveBeenCalledWith({ query: { code: 'brand-code-123' } });
    expect(window.location.search).toBe('');
    expect($authToken.get()?.token).toBe(bearer.token);
  });

  it('shows a message and the login again when the returned code is refused', async () => {
    authToken.mockRejectedValue(answered(401));
    offerVerify.mockResolvedValue(verified(brandNeeds));
    renderLogin('?code=used-code-123');
    expect(await screen.findByText(deLogin.brand.returnFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mit O2 anmelden' })).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('opening the login step', () => {
  it('goes straight on when the customer is logged in already', async () => {
    offerVerify.mockResolvedValue(verified(otpNeeds, true));
    offerGet.mockResolvedValue({ ...offer, requirements: otpNeeds });
    renderLogin();
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('offerPersonalData', { token }, { replace: true }),
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(pushedPageViews()).toEqual([]);
  });

  it('counts the page view of the login it shows, once', async () => {
    $firstPageView.set(false);
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
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('offer', { token }, { replace: true }),
    );
  });

  it('goes past the step when an offer without login has its cart', async () => {
    const open = { ...otpNeeds, needsLogin: false, needsOtp: false };
    setCart(buildCart({ ...offer, requirements: open }, token));
    offerVerify.mockResolvedValue(verified(open));
    renderLogin();
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('offerPersonalData', { token }, { replace: true }),
    );
  });

  it('offers a retry when the offer cannot be checked', async () => {
    offerVerify.mockRejectedValueOnce(new ApiError()).mockResolvedValueOnce(verified(otpNeeds));
    const user = renderLogin();
    await user.click(await screen.findByRole('button', { name: deLogin.failed.retry }));
    expect(await screen.findByRole('textbox', { name: /Einmal-Code/ })).toBeTruthy();
  });

  it('shows the error page of an offer that cannot be taken up', async () => {
    offerVerify.mockRejectedValue(new OfferError('OfferExpired', 'Offer could not be accessed.'));
    renderLogin();
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith(
        'offerError',
        { token },
        { replace: true, search: '?code=OfferExpired' },
      ),
    );
  });
});

afterEach(() => {
  offerVerify.mockReset();
  authToken.mockReset();
  offerGet.mockReset();
  goTo.mockReset();
  $authToken.set(undefined);
  $cart.set(undefined);
  window.sessionStorage.clear();
  Reflect.deleteProperty(window, 'dataLayer');
});
