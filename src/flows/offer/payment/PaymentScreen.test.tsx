// @vitest-environment jsdom
import '../../../ui/jsdomShims.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import dePayment from '../../../../locales/de/payment.json';
import deUi from '../../../../locales/de/ui.json';
import { ApiError, ValidationError } from '../../../api/errors/classes.ts';
import { clearCart, setCart } from '../../../stores/cart.ts';
import { $firstPageView } from '../../../stores/firstPageView.ts';
import { loadDraft, saveDraft } from '../../../stores/drafts.ts';
import { MantineRoot } from '../../../ui/MantineRoot.tsx';
import { buildCart } from '../cart.ts';
import { exampleOffer } from '../details/testing.tsx';
import { PAYMENT_FORM, PERSONAL_DATA_FORM } from '../personalDataDraft.ts';
import { PAYMENT_DRAFT } from '../personalDataDraft.ts';
import { PaymentScreen } from './PaymentScreen.tsx';
import { DRAFT_DELAY_MS } from '../useDraftKeeping.ts';
import { offerKind } from '../../../analytics/offerKind.ts';
import { pushedPageViews } from '../../../analytics/testing.ts';

const validateIban = vi.fn();
vi.mock('../../loadApi.ts', () => ({ loadApi: () => Promise.resolve({ validateIban }) }));
const goTo = vi.fn();
vi.mock('../../navigate.ts', () => ({ goTo: (...args: unknown[]) => goTo(...args) }));
vi.mock('virtual:brand', () => ({ brand: { slug: 'o2', name: 'O2' } }));

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';
const errors = dePayment.errors;
const validIban = 'DE89370400440532013000';
const commerzbank = { iban: validIban, bic: 'COBADEFFXXX', bankName: 'Commerzbank' };
const refused = () =>
  new ValidationError([{ field: 'iban', code: 'invalidIban', message: 'Wrong check digits.' }]);

async function renderStep() {
  const user = userEvent.setup();
  const view = render(
    <MantineRoot locale="de" resources={{ de: { ui: deUi, payment: dePayment } }}>
      <PaymentScreen />
    </MantineRoot>,
  );
  await screen.findByRole('button', { name: dePayment.submit });
  return { user, view };
}

const ibanField = () => screen.getByRole('textbox', { name: /IBAN/ });
const holderField = () => screen.getByRole('textbox', { name: /Kontoinhaber/ });
const consent = () => screen.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ });
const submit = () => screen.getByRole('button', { name: new RegExp(`^${dePayment.submit}`) });
const bankStatus = () => screen.getAllByRole('status').find((s) => s.className === 'payment-bank');

describe('payment step', () => {
  beforeEach(() => {
    window.history.replaceState({}, '', `/angebot/${token}/zahlung`);
    sessionStorage.clear();
    setCart(buildCart(exampleOffer(), token));
    saveDraft(token, PERSONAL_DATA_FORM, { givenNames: 'Anna Maria', familyName: 'Müller' });
    validateIban.mockReset();
    goTo.mockReset();
    Reflect.deleteProperty(window, 'dataLayer');
    // Arrived from the step before.
    $firstPageView.set(false);
  });
  afterEach(() => {
    cleanup();
    clearCart();
  });

  it('sends a customer without confirmed personal data back to that step', async () => {
    sessionStorage.clear();
    render(
      <MantineRoot locale="de" resources={{ de: { ui: deUi, payment: dePayment } }}>
        <PaymentScreen />
      </MantineRoot>,
    );
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('offerPersonalData', { token }, { replace: true }),
    );
    expect(pushedPageViews()).toEqual([]);
  });

  it('counts one page view once the step is shown', async () => {
    await renderStep();
    expect(pushedPageViews()).toEqual([
      expect.objectContaining({ event: 'virtualPageView', pageName: 'angebot/zahlung' }),
    ]);
  });

  it('prefills the contract holder as account holder and names the brand as creditor', async () => {
    await renderStep();
    expect(holderField()).toHaveProperty('value', 'Anna Maria Müller');
    expect(screen.getByText(/Ich ermächtige O2, Zahlungen von meinem Konto/)).toBeTruthy();
    expect(ibanField().getAttribute('autocomplete')).toBe('off');
    expect(ibanField().getAttribute('spellcheck')).toBe('false');
  });

  it('marks a refused IBAN at the field, then shows the bank of a valid one', async () => {
    validateIban.mockImplementation(({ body }: { body: { iban: string } }) =>
      body.iban === validIban ? Promise.resolve(commerzbank) : Promise.reject(refused()),
    );
    const { user } = await renderStep();
    await user.type(ibanField(), 'DE89 3704 0044 0532 0130 01');
    await user.tab();

    expect(await screen.findByText(errors.iban.invalid)).toBeTruthy();
    expect(ibanField().getAttribute('aria-invalid')).toBe('true');
    expect(validateIban).toHaveBeenCalledWith({
      params: { brand: 'o2' },
      body: { iban: 'DE89370400440532013001' },
    });

    await user.clear(ibanField());
    await user.type(ibanField(), 'DE89 3704 0044 0532 0130 00');
    await user.tab();
    await vi.waitFor(() => expect(bankStatus()?.textContent).toContain('Ihre Bank: Commerzbank'));
    expect(bankStatus()?.textContent).toContain('BIC: COBADEFFXXX');
    expect(screen.queryByText(errors.iban.invalid)).toBeNull();
    expect(ibanField().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('accepts spaces and lower case and shows the IBAN in groups of four', async () => {
    validateIban.mockResolvedValue(commerzbank);
    const { user } = await renderStep();
    await user.type(ibanField(), 'de8937  0400440532013000');
    await user.tab();
    expect(ibanField()).toHaveProperty('value', 'DE89 3704 0044 0532 0130 00');
    await vi.waitFor(() =>
      expect(validateIban).toHaveBeenCalledWith({
        params: { brand: 'o2' },
        body: { iban: validIban },
      }),
    );
  });

  it('refuses to go on without the mandate; the summary links to the checkbox', async () => {
    validateIban.mockResolvedValue(commerzbank);
    const { user } = await renderStep();
    await user.type(ibanField(), validIban);
    await user.click(submit());

    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', { name: errors.sepaMandateAccepted.required });
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    await user.click(link);
    expect(document.activeElement).toBe(consent());
    expect(goTo).not.toHaveBeenCalled();
    expect(loadDraft(token, PAYMENT_FORM)).toBeUndefined();
  });

  it('saves the SEPA data, tracks it and goes on to the summary', async () => {
    validateIban.mockResolvedValue(commerzbank);
    const { user } = await renderStep();
    await user.type(ibanField(), 'de89 3704 0044 0532 0130 00');
    await user.click(consent());
    await user.click(submit());

    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('offerSummary', { token }));
    expect(loadDraft(token, PAYMENT_FORM)).toEqual({
      iban: validIban,
      accountHolder: 'Anna Maria Müller',
      sepaMandateAccepted: true,
    });
    // The IBAN stays in this tab: nothing of it in localStorage.
    expect(JSON.stringify({ ...localStorage })).not.toContain('0532013000');
    const events = (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
    // With the offer-kind, as every offer event of the flow.
    expect(events.find((e) => e['event'] === 'offer_payment_data_saved')).toMatchObject({
      offerKind: offerKind(exampleOffer().offerType),
    });
  });

  it('keeps what was typed after a reload, the bank shown again', async () => {
    validateIban.mockResolvedValue(commerzbank);
    const first = await renderStep();
    await first.user.type(ibanField(), validIban);
    await first.user.clear(holderField());
    await first.user.type(holderField(), 'Max Müller');
    await first.user.click(consent());
    await new Promise((resolve) => setTimeout(resolve, DRAFT_DELAY_MS + 50));
    first.view.unmount();
    expect(loadDraft(token, PAYMENT_DRAFT)).toMatchObject({ accountHolder: 'Max Müller' });

    await renderStep();
    expect(ibanField()).toHaveProperty('value', 'DE89 3704 0044 0532 0130 00');
    expect(holderField()).toHaveProperty('value', 'Max Müller');
    expect(consent()).toHaveProperty('checked', true);
    await vi.waitFor(() => expect(bankStatus()?.textContent).toContain('Commerzbank'));
  });

  it('announces the one-time payment at the provider after the order', async () => {
    await renderStep();
    expect(screen.getByRole('heading', { name: dePayment.oneTimePayment.headline })).toBeTruthy();
    expect(screen.getByText(/einmalig 99,00\s€/)).toBeTruthy();
  });

  it('says when the IBAN cannot be checked and goes on once it can', async () => {
    validateIban.mockRejectedValue(new ApiError());
    const { user } = await renderStep();
    await user.type(ibanField(), validIban);
    await user.click(consent());
    await user.click(submit());

    expect(
      await screen.findByRole('heading', { name: dePayment.unavailable.headline }),
    ).toBeTruthy();
    expect(goTo).not.toHaveBeenCalled();
    validateIban.mockResolvedValue(commerzbank);
    await user.click(screen.getByRole('button', { name: dePayment.unavailable.retry }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('offerSummary', { token }));
  });
});
