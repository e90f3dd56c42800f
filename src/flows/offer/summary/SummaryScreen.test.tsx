// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import deSummary from '../../../../locales/de/summary.json';
import type { Offer } from '../../../api/contract/offer.ts';
import { $cart, clearCart, setCart } from '../../../stores/cart.ts';
import { loadDraft, saveDraft } from '../../../stores/drafts.ts';
import { buildCart } from '../cart.ts';
import { exampleOffer } from '../details/testing.tsx';
import { ID_DATA_FORM, PAYMENT_FORM, PERSONAL_DATA_FORM } from '../personalDataDraft.ts';
import { SummaryScreen } from './SummaryScreen.tsx';
import { exampleAnswers, exampleSummary, renderScreen, token } from './testing.tsx';

const offerGet = vi.fn();
const offerAccept = vi.fn();
const offerSummary = vi.fn();
vi.mock('../../loadApi.ts', () => ({
  loadApi: () => Promise.resolve({ offerGet, offerAccept, offerSummary }),
}));
const goTo = vi.fn();
vi.mock('../../navigate.ts', () => ({ goTo: (...args: unknown[]) => goTo(...args) }));
const openPaymentProvider = vi.fn();
vi.mock('./leave.ts', async (original) => ({
  ...(await original<typeof import('./leave.ts')>()),
  openPaymentProvider: (url: string) => openPaymentProvider(url),
}));

const submitName = deSummary.order.submit;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function seedAnswers({ payment = true } = {}) {
  const answers = exampleAnswers();
  saveDraft(token, PERSONAL_DATA_FORM, answers.personal);
  saveDraft(token, ID_DATA_FORM, answers.idDocument ?? {});
  if (payment) saveDraft(token, PAYMENT_FORM, answers.payment ?? {});
}

async function renderSummary() {
  const view = renderScreen(<SummaryScreen />);
  await screen.findByRole('button', { name: submitName });
  return view;
}

const orderButton = () => screen.getByRole('button', { name: new RegExp(`^${submitName}`) });

async function tickRequired(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(
    screen.getByRole('checkbox', { name: deSummary.legal.contractSummaryAcknowledged }),
  );
  await user.click(screen.getByRole('checkbox', { name: deSummary.legal.termsAccepted }));
  await user.click(
    screen.getByRole('checkbox', { name: deSummary.legal.withdrawalInfoAcknowledged }),
  );
}

describe('summary step', () => {
  let offer: Offer;
  beforeEach(() => {
    window.history.replaceState({}, '', `/angebot/${token}/zusammenfassung`);
    sessionStorage.clear();
    offer = exampleOffer();
    setCart(buildCart(offer, token));
    seedAnswers();
    offerGet.mockReset().mockResolvedValue(offer);
    offerAccept.mockReset();
    offerSummary.mockReset().mockResolvedValue(exampleSummary());
    goTo.mockReset();
    openPaymentProvider.mockReset();
  });
  afterEach(() => {
    cleanup();
    clearCart();
  });

  it('shows every answer with a change link to its step, the IBAN masked', async () => {
    await renderSummary();
    const personal = screen.getByRole('link', { name: 'Ändern Persönliche Daten' });
    expect(personal.getAttribute('href')).toBe(`/angebot/${token}/meine-daten`);
    expect(screen.getByRole('link', { name: 'Ändern Ausweisdaten' }).getAttribute('href')).toBe(
      `/angebot/${token}/ausweisdaten`,
    );
    expect(screen.getByRole('link', { name: 'Ändern Zahlungsdaten' }).getAttribute('href')).toBe(
      `/angebot/${token}/zahlung`,
    );
    expect(screen.getByText('Frau Anna Maria Müller-Lüdenscheidt')).toBeTruthy();
    expect(screen.getByText('17. Mai 1990')).toBeTruthy();
    expect(screen.getByText('L01X00T47')).toBeTruthy();
    expect(screen.getByText('DE** **** **** **** **30 00')).toBeTruthy();
    expect(document.body.textContent).not.toContain('DE89370400440532013000');
  });

  it('sends a customer whose payment answer is missing back to the payment step', async () => {
    sessionStorage.removeItem(`draft:${token}:${PAYMENT_FORM}`);
    renderScreen(<SummaryScreen />);
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('offerPayment', { token }, { replace: true }),
    );
  });

  it('orders only once the required confirmations are ticked; the early start stays optional', async () => {
    const { user } = await renderSummary();
    const early = screen.getByRole('checkbox', { name: deSummary.legal.earlyStartRequested });
    expect((early as HTMLInputElement).checked).toBe(false);
    await user.click(orderButton());

    const summary = await screen.findByRole('alert');
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(Object.values(deSummary.legal.errors));
    expect(offerAccept).not.toHaveBeenCalled();
    const terms = screen.getByRole('checkbox', { name: deSummary.legal.termsAccepted });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends one order with one idempotency key on a double click and shows the confirmation', async () => {
    let answer: (value: unknown) => void = () => undefined;
    offerAccept.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = await renderSummary();
    await tickRequired(user);
    await user.dblClick(orderButton());
    await user.click(orderButton());
    answer({ orderReference: 'B-2026-0042817', postPaymentRedirect: 'thankYou' });

    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('offerConfirmation', { token }, { replace: true }),
    );
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
    expect(loadDraft(token, PERSONAL_DATA_FORM)).toBeUndefined();
    const kept = $cart.get()?.summary;
    expect(kept?.orderReference).toBe('B-2026-0042817');
    expect(kept).not.toHaveProperty('personal');
    expect(kept).not.toHaveProperty('maskedIban');
  });

  it('retries after a lost answer with the same idempotency key', async () => {
    offerAccept
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ orderReference: 'B-1', postPaymentRedirect: 'thankYou' });
    const { user } = await renderSummary();
    await tickRequired(user);
    await user.click(orderButton());
    expect(await screen.findByText(deSummary.order.failed.headline)).toBeTruthy();

    await user.click(orderButton());
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('offerConfirmation', { token }, { replace: true }),
    );
    const keys = offerAccept.mock.calls.map(
      ([call]) => (call as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('opens the payment provider when the order needs a payment there', async () => {
    offerAccept.mockResolvedValue({
      orderReference: 'B-2',
      postPaymentRedirect: 'paymentProvider',
      redirectUrl: 'https://pay.example.de/checkout/7f3a9c',
    });
    const { user } = await renderSummary();
    await tickRequired(user);
    await user.click(orderButton());
    await vi.waitFor(() =>
      expect(openPaymentProvider).toHaveBeenCalledWith('https://pay.example.de/checkout/7f3a9c'),
    );
    expect(goTo).not.toHaveBeenCalled();
    // Kept for paying again from the summary, should the payment not go through.
    expect(loadDraft(token, PERSONAL_DATA_FORM)).toEqual(exampleAnswers().personal);
  });
});
