// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../../fakeApi.ts';
import { offerKind } from '../../../analytics/offerKind.ts';
import { pushedPageViews } from '../../../analytics/testing.ts';
import { ApiError, ValidationError } from '../../../api/errors/classes.ts';
import { clearCart } from '../../../stores/cart.ts';
import { $firstPageView } from '../../../stores/firstPageView.ts';
import { expectFieldError, factValue, renderScreen } from '../../testing.tsx';
import { exampleOffer } from '../details/testing.tsx';
import { offerAnswers } from '../offerAnswers.ts';
import { flowAt } from '../testing.ts';
import PaymentScreen from './PaymentScreen.tsx';
import { testText } from '../../../i18n/testing.ts';

const { validateIban } = fakeApi({ validateIban: vi.fn() });
vi.mock('virtual:brand', () => ({
  brand: {
    slug: 'o2',
    name: 'O2',
    creditor: {
      name: 'Telefónica Germany GmbH & Co. OHG',
      street: 'Georg-Brauchle-Ring 50',
      postalCode: '80992',
      city: 'München',
    },
  },
}));

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';
const validIban = 'DE89370400440532013000';
const commerzbank = { iban: validIban, bic: 'COBADEFFXXX', bankName: 'Commerzbank' };
const refused = () =>
  new ValidationError([{ field: 'iban', code: 'invalidIban', message: 'Wrong check digits.' }]);

const path = `/angebot/${token}/zahlung`;
const holder = 'Anna Maria Müller-Lüdenscheidt';

async function renderStep() {
  const rendered = renderScreen(PaymentScreen, { path });
  await screen.findByRole('button', { name: testText('payment:submit') });
  return rendered;
}

const ibanField = () => screen.getByRole('textbox', { name: /IBAN/ });
const holderField = () => screen.getByRole('textbox', { name: /Kontoinhaber/ });
const consent = () => screen.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ });
const submit = () =>
  screen.getByRole('button', { name: new RegExp(`^${testText('payment:submit')}`) });

/** Opens the step and sends `iban` with the mandate given. */
async function submitStep(iban: string) {
  const rendered = await renderStep();
  await rendered.user.type(ibanField(), iban);
  await rendered.user.click(consent());
  await rendered.user.click(submit());
  return rendered;
}
const bankStatus = () => screen.getAllByRole('status').find((s) => s.className === 'payment-bank');

describe('payment step', () => {
  beforeEach(() => {
    sessionStorage.clear();
    flowAt(token, { personalData: true });
    validateIban.mockReset();
    goTo.mockClear();
    Reflect.deleteProperty(window, 'dataLayer');
    // Arrived from the step before.
    $firstPageView.set(false);
  });
  afterEach(() => clearCart());

  it('sends a customer without confirmed personal data back to that step', async () => {
    sessionStorage.clear();
    renderScreen(PaymentScreen, { path });
    await sentTo('offerPersonalData', { token }, { replace: true });
    expect(pushedPageViews()).toEqual([]);
  });

  it('counts one page view once the step is shown', async () => {
    await renderStep();
    expect(pushedPageViews()).toEqual([
      expect.objectContaining({ event: 'virtualPageView', pageName: 'angebot/zahlung' }),
    ]);
  });

  it('prefills the contract holder as account holder and names the provider as creditor, with its address', async () => {
    await renderStep();
    expect(holderField()).toHaveValue(holder);
    expect(
      screen.getByText(
        /^Ich ermächtige Telefónica Germany GmbH & Co\. OHG, Zahlungen von meinem Konto/,
        {
          selector: 'p',
        },
      ),
    ).toBeVisible();
    expect(factValue(testText('payment:mandate.creditorLabel'))).toBe(
      'Telefónica Germany GmbH & Co. OHGGeorg-Brauchle-Ring 50, 80992 München',
    );
    expect(ibanField()).toHaveAttribute('autocomplete', 'off');
    expect(ibanField()).toHaveAttribute('spellcheck', 'false');
  });

  it('marks a refused IBAN at the field, then shows the bank of a valid one', async () => {
    validateIban.mockImplementation(({ body }: { body: { iban: string } }) =>
      body.iban === validIban ? Promise.resolve(commerzbank) : Promise.reject(refused()),
    );
    const { user } = await renderStep();
    await user.type(ibanField(), 'DE89 3704 0044 0532 0130 01');
    await user.tab();

    await vi.waitFor(() =>
      expect(ibanField()).toHaveAccessibleDescription(
        expect.stringContaining(testText('payment:errors.iban.invalid')),
      ),
    );
    expect(ibanField()).toHaveAttribute('aria-invalid', 'true');
    expect(validateIban).toHaveBeenCalledWith({
      params: { brand: 'o2' },
      body: { iban: 'DE89370400440532013001' },
    });

    await user.clear(ibanField());
    await user.type(ibanField(), 'DE89 3704 0044 0532 0130 00');
    await user.tab();
    await vi.waitFor(() => expect(bankStatus()).toHaveTextContent('Ihre Bank: Commerzbank'));
    expect(bankStatus()).toHaveTextContent('BIC: COBADEFFXXX');
    expect(screen.queryByText(testText('payment:errors.iban.invalid'))).not.toBeInTheDocument();
    expect(ibanField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('does not go on with an IBAN the API refuses on submit', async () => {
    validateIban.mockRejectedValue(refused());
    await submitStep('DE89370400440532013001');
    await expectFieldError(ibanField(), testText('payment:errors.iban.invalid'));
    expect(goTo).not.toHaveBeenCalled();
    expect(offerAnswers.answer(token, 'payment')).toBeUndefined();
  });

  it('accepts spaces and lower case and shows the IBAN in groups of four', async () => {
    validateIban.mockResolvedValue(commerzbank);
    const { user } = await renderStep();
    await user.type(ibanField(), 'de8937  0400440532013000');
    await user.tab();
    expect(ibanField()).toHaveValue('DE89 3704 0044 0532 0130 00');
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
    const link = within(summary).getByRole('link', {
      name: testText('payment:errors.sepaMandateAccepted.required'),
    });
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(consent()).toHaveAttribute('aria-invalid', 'true');
    expect(consent()).toHaveAccessibleDescription(
      expect.stringContaining(testText('payment:errors.sepaMandateAccepted.required')),
    );
    await user.click(link);
    expect(consent()).toHaveFocus();
    expect(goTo).not.toHaveBeenCalled();
    expect(offerAnswers.answer(token, 'payment')).toBeUndefined();
  });

  it('saves the SEPA data, tracks it and goes on to the summary', async () => {
    validateIban.mockResolvedValue(commerzbank);
    await submitStep('de89 3704 0044 0532 0130 00');

    await sentTo('offerSummary', { token });
    expect(offerAnswers.answer(token, 'payment')).toEqual({
      iban: validIban,
      accountHolder: holder,
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
    // A reload: the page hides right after the last key, then goes.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    expect(offerAnswers.typing(token, 'payment')).toMatchObject({ accountHolder: 'Max Müller' });

    await renderStep();
    expect(ibanField()).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(holderField()).toHaveValue('Max Müller');
    expect(consent()).toBeChecked();
    await vi.waitFor(() => expect(bankStatus()).toHaveTextContent('Commerzbank'));
  });

  it('shows the confirmed SEPA data again on a return from the summary', async () => {
    validateIban.mockResolvedValue(commerzbank);
    flowAt(token, { personalData: true, payment: true });
    await renderStep();
    expect(ibanField()).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(consent()).toBeChecked();
    await vi.waitFor(() => expect(bankStatus()).toHaveTextContent('Commerzbank'));
  });

  it('announces the one-time payment at the provider after the order', async () => {
    await renderStep();
    const note = screen.getByRole('heading', { name: testText('payment:oneTimePayment.headline') });
    expect(note).toBeVisible();
    expect(note.closest('[role="status"]')).toHaveTextContent(/einmalig 99,00\s€/);
  });

  it('says when the IBAN cannot be checked and goes on once it can', async () => {
    validateIban.mockRejectedValue(new ApiError());
    const { user } = await submitStep(validIban);

    expect(
      await screen.findByRole('heading', { name: testText('payment:unavailable.headline') }),
    ).toBeVisible();
    expect(ibanField()).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(goTo).not.toHaveBeenCalled();
    validateIban.mockResolvedValue(commerzbank);
    await user.click(screen.getByRole('button', { name: testText('payment:unavailable.retry') }));
    await sentTo('offerSummary', { token });
  });
});
