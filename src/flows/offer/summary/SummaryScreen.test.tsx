// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../../fakeApi.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import { OfferError, ValidationError } from '../../../api/errors/classes.ts';
import { sha256Hex } from '../../../security/sha256Hex.ts';
import { $cart, clearCart } from '../../../stores/cart.ts';
import { renderScreen } from '../../testing.tsx';
import { exampleOffer } from '../details/testing.tsx';
import { offerAnswers } from '../offerAnswers.ts';
import { exampleAnswers, exampleSummary, flowAt } from '../testing.ts';
import { CONSENT_WAIT_MS } from './readConsent.ts';
import SummaryScreen from './SummaryScreen.tsx';
import { testText } from '../../../i18n/testing.ts';
import { brand } from 'virtual:brand';

const { offerGet, offerAccept, offerSummary, consent } = fakeApi({
  offerGet: vi.fn(),
  offerAccept: vi.fn(),
  offerSummary: vi.fn(),
  consent: vi.fn(),
});
const leaveSite = vi.fn();
vi.mock('../../../routing/leaveSite.ts', () => ({
  leaveSite: (url: string) => leaveSite(url),
}));

const submitName = testText('summary:order.submit');
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';
const path = `/angebot/${token}/zusammenfassung`;

async function renderSummary() {
  const rendered = renderScreen(SummaryScreen, { path });
  await screen.findByRole('button', { name: submitName });
  return rendered;
}

const orderButton = () => screen.getByRole('button', { name: new RegExp(`^${submitName}`) });

async function tickRequired(user: UserEvent) {
  await user.click(
    screen.getByRole('checkbox', { name: testText('summary:legal.contractSummaryAcknowledged') }),
  );
  await user.click(screen.getByRole('checkbox', { name: testText('summary:legal.termsAccepted') }));
  await user.click(
    screen.getByRole('checkbox', { name: testText('summary:legal.withdrawalInfoAcknowledged') }),
  );
}

/** Orders an offer the API sends on to pay at `redirectUrl`; the site knows pay.example.de. */
async function orderPayingAt(orderReference: string, redirectUrl: string) {
  vi.stubEnv('PUBLIC_PAYMENT_HOSTS', 'pay.example.de');
  offerAccept.mockResolvedValue({
    orderReference,
    postPaymentRedirect: 'paymentProvider',
    redirectUrl,
  });
  const { user } = await renderSummary();
  await tickRequired(user);
  await user.click(orderButton());
}

/** The first order attempt fails with `failure`, which the page shows; the next one succeeds. */
async function orderFailingOnce(failure: Error, orderReference: string) {
  offerAccept
    .mockRejectedValueOnce(failure)
    .mockResolvedValueOnce({ orderReference, postPaymentRedirect: 'thankYou' });
  const { user } = await renderSummary();
  await tickRequired(user);
  await user.click(orderButton());
  expect(
    await screen.findByRole('heading', { name: testText('summary:order.failed.headline') }),
  ).toBeVisible();
  return user;
}

describe('summary step', () => {
  let offer: Offer;
  beforeEach(() => {
    sessionStorage.clear();
    offer = exampleOffer();
    flowAt(token, { personalData: true, idData: true, payment: true });
    offerGet.mockReset().mockResolvedValue(offer);
    offerAccept.mockReset();
    offerSummary.mockReset().mockResolvedValue(exampleSummary());
    consent.mockReset().mockResolvedValue({
      channels: { email: true, phone: false, sms: false, letter: false },
      textVersion: '2025-03',
    });
    goTo.mockClear();
    leaveSite.mockReset();
    Reflect.deleteProperty(window, 'dataLayer');
  });
  afterEach(() => {
    clearCart();
    vi.unstubAllEnvs();
  });

  it('shows every answer with a change link to its step, which returns here, the IBAN masked', async () => {
    await renderSummary();
    expect(screen.getByRole('link', { name: 'Ändern Persönliche Daten' })).toHaveAttribute(
      'href',
      `/angebot/${token}/meine-daten?aendern`,
    );
    expect(screen.getByRole('link', { name: 'Ändern Ausweisdaten' })).toHaveAttribute(
      'href',
      `/angebot/${token}/ausweisdaten?aendern`,
    );
    expect(screen.getByRole('link', { name: 'Ändern Zahlungsdaten' })).toHaveAttribute(
      'href',
      `/angebot/${token}/zahlung?aendern`,
    );
    for (const shown of [
      'Frau Anna Maria Müller-Lüdenscheidt',
      '17. Mai 1990',
      'L01X00T47',
      'DE** **** **** **** **30 00',
    ])
      expect(screen.getByText(shown)).toBeVisible();
    expect(document.body).not.toHaveTextContent('DE89370400440532013000');
  });

  it('sends a customer whose payment answer is missing back to the payment step, to return here', async () => {
    offerAnswers.drop(token, 'payment');
    renderScreen(SummaryScreen, { path });
    await sentTo('offerPayment', { token }, { replace: true, search: '?aendern' });
  });

  it('orders only once the required confirmations are ticked; the early start stays optional', async () => {
    const { user } = await renderSummary();
    const early = screen.getByRole('checkbox', {
      name: testText('summary:legal.earlyStartRequested'),
    });
    expect(early).not.toBeChecked();
    await user.click(orderButton());

    const summary = await screen.findByRole('alert');
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(
      (['contractSummaryAcknowledged', 'termsAccepted', 'withdrawalInfoAcknowledged'] as const).map(
        (name) => testText(`summary:legal.errors.${name}`),
      ),
    );
    expect(offerAccept).not.toHaveBeenCalled();
    const terms = screen.getByRole('checkbox', { name: testText('summary:legal.termsAccepted') });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(testText('summary:legal.errors.termsAccepted'));
    expect(early).not.toHaveAttribute('aria-invalid');
  });

  describe('advertising consent', () => {
    const box = (channel: 'email' | 'phone' | 'sms' | 'letter') =>
      screen.getByRole('checkbox', { name: testText(`summary:advertising.${channel}`) });
    const sentBody = () => {
      const [call] = offerAccept.mock.calls[0] as [{ body: Record<string, unknown> }];
      return call.body;
    };
    beforeEach(() => {
      offerAccept.mockResolvedValue({ orderReference: 'B-3', postPaymentRedirect: 'thankYou' });
    });

    it('shows the consent on record, one box per channel; unchanged, the order leaves it as it is', async () => {
      const { user } = await renderSummary();
      expect(consent).toHaveBeenCalledWith({ params: { id: token } });
      expect(box('email')).toBeChecked();
      for (const channel of ['phone', 'sms', 'letter'] as const)
        expect(box(channel)).not.toBeChecked();
      await tickRequired(user);
      await user.click(orderButton());
      await sentTo('offerConfirmation', { token }, { replace: true });
      expect(sentBody()).not.toHaveProperty('consents');
    });

    it('sends every channel as ticked once one changed', async () => {
      const { user } = await renderSummary();
      await user.click(box('email'));
      await user.click(box('letter'));
      await tickRequired(user);
      await user.click(orderButton());
      await sentTo('offerConfirmation', { token }, { replace: true });
      expect(sentBody()['consents']).toEqual({
        email: false,
        phone: false,
        sms: false,
        letter: true,
      });
    });

    it('waits only a little for a consent that does not come, then shows the order without its boxes', async () => {
      consent.mockReset().mockReturnValue(new Promise(() => undefined));
      renderScreen(SummaryScreen, { path });
      expect(
        await screen.findByText(
          testText('summary:advertising.unavailable', { values: { hotline: brand.hotline } }),
          {},
          { timeout: CONSENT_WAIT_MS + 3_000 },
        ),
      ).toBeVisible();
      expect(orderButton()).toBeEnabled();
    });

    it('unread, says it stays as it is with the hotline, shows no boxes, and the order goes on without it', async () => {
      consent.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
      const { user } = await renderSummary();
      expect(
        screen.getByText(
          testText('summary:advertising.unavailable', { values: { hotline: brand.hotline } }),
        ),
      ).toBeVisible();
      expect(
        screen.queryByRole('checkbox', { name: testText('summary:advertising.email') }),
      ).toBeNull();
      await tickRequired(user);
      await user.click(orderButton());
      await sentTo('offerConfirmation', { token }, { replace: true });
      expect(sentBody()).not.toHaveProperty('consents');
    });
  });

  it('sends one order with one idempotency key on a double click and shows the confirmation', async () => {
    let answer: (value: unknown) => void = () => undefined;
    offerAccept.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = await renderSummary();
    await tickRequired(user);
    await user.dblClick(orderButton());
    await user.click(orderButton());
    answer({ orderReference: 'B-2026-7RWD-3MXF-QK2H', postPaymentRedirect: 'thankYou' });

    await sentTo('offerConfirmation', { token }, { replace: true });
    expect(offerAccept).toHaveBeenCalledTimes(1);
    const [call] = offerAccept.mock.calls[0] as [
      { idempotencyKey: string; body: { legal: object } },
    ];
    expect(call.idempotencyKey).toMatch(UUID_V4);
    expect(call.body.legal).toEqual({
      contractSummaryAcknowledged: true,
      termsAccepted: true,
      withdrawalInfoAcknowledged: true,
      earlyStartRequested: false,
    });
    expect(offerAnswers.answer(token, 'personalData')).toBeUndefined();
    const kept = $cart.get()?.summary;
    expect(kept?.orderReference).toBe('B-2026-7RWD-3MXF-QK2H');
    expect(kept).not.toHaveProperty('personal');
    expect(kept).not.toHaveProperty('maskedIban');
    // The offer's other tabs learn of the order from localStorage, which holds no token.
    expect(localStorage.getItem('orderSent')).toContain(await sha256Hex(token));
    expect(JSON.stringify({ ...localStorage })).not.toContain(token);
  });

  it('retries after a lost answer with the same idempotency key', async () => {
    const user = await orderFailingOnce(new TypeError('Failed to fetch'), 'B-1');
    await user.click(orderButton());
    await sentTo('offerConfirmation', { token }, { replace: true });
    const keys = offerAccept.mock.calls.map(
      ([call]) => (call as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('opens the payment provider when the order needs a payment there', async () => {
    await orderPayingAt('B-2', 'https://pay.example.de/checkout/7f3a9c');
    await vi.waitFor(() =>
      expect(leaveSite).toHaveBeenCalledWith('https://pay.example.de/checkout/7f3a9c'),
    );
    expect(goTo).not.toHaveBeenCalled();
    // Kept for paying again from the summary, should the payment not go through.
    expect(offerAnswers.answer(token, 'personalData')).toEqual(exampleAnswers.personal);
  });

  it('keeps the answers when the confirmation cannot be reached (offline), for a retry', async () => {
    offerAccept.mockResolvedValue({ orderReference: 'B-3', postPaymentRedirect: 'thankYou' });
    goTo.mockResolvedValueOnce(false);
    const { user } = await renderSummary();
    await tickRequired(user);
    await user.click(orderButton());
    expect(
      await screen.findByRole('heading', { name: 'Keine Verbindung zum Internet' }),
    ).toBeVisible();
    expect(offerAnswers.answer(token, 'personalData')).toEqual(exampleAnswers.personal);
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledTimes(2));
    expect(offerAnswers.answer(token, 'personalData')).toBeUndefined();
  });

  it('does not follow a payment address of a host it does not know', async () => {
    await orderPayingAt('B-4', 'https://pay.example.evil/checkout');
    await sentTo('offerError', { token }, { replace: true, search: '?code=PaymentFailed' });
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('stays for a retry when the order met a server fault, which may or may not have ordered', async () => {
    const user = await orderFailingOnce(new OfferError('Unexpected', 'bad gateway'), 'B-5');
    expect(goTo).not.toHaveBeenCalled();
    await user.click(orderButton());
    await sentTo('offerConfirmation', { token }, { replace: true });
  });

  it('leads an offer error of the order to its error page', async () => {
    offerAccept.mockRejectedValue(new OfferError('OfferExpired', 'expired'));
    const { user } = await renderSummary();
    await tickRequired(user);
    await user.click(orderButton());
    await sentTo('offerError', { token }, { replace: true, search: '?code=OfferExpired' });
    const events = (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer;
    expect(events?.find((e) => e['event'] === 'offer_submit_failed')).toMatchObject({
      errorCode: 'OfferExpired',
    });
  });

  it('names the answers the API refuses, with a way back to their step', async () => {
    offerAccept.mockRejectedValue(
      new ValidationError([
        { field: 'personal.contact.email', code: 'invalidValue', message: 'bad e-mail' },
      ]),
    );
    const { user } = await renderSummary();
    await tickRequired(user);
    await user.click(orderButton());
    const problems = (
      await screen.findByRole('heading', { name: testText('summary:problems.heading') })
    ).closest('[tabindex="-1"]') as HTMLElement;
    // The focus moves once the message is shown.
    await vi.waitFor(() => expect(problems).toHaveFocus());
    expect(
      within(problems).getByRole('link', { name: testText('summary:problems.offerPersonalData') }),
    ).toHaveAttribute('href', `/angebot/${token}/meine-daten`);
    expect(goTo).not.toHaveBeenCalled();
  });
});
