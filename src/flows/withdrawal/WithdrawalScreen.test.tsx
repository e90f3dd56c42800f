// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../fakeApi.ts';
import { callExamples } from '../../api/contract/examples.ts';
import { ApiError, ValidationError } from '../../api/errors/classes.ts';
import { testText } from '../../i18n/testing.ts';
import { expectFieldError, factValue, findInView, renderScreen, VIEW_LOADED } from '../testing.tsx';
import WithdrawalConfirmationScreen from './WithdrawalConfirmationScreen.tsx';
import WithdrawalScreen from './WithdrawalScreen.tsx';
import { FORM, keepWithdrawal, withdrawalAnswers } from './withdrawalStore.ts';

const { withdrawalSubmit, offerSummary } = fakeApi({
  withdrawalSubmit: vi.fn(),
  withdrawalDownload: vi.fn(),
  offerSummary: vi.fn(),
});

const receipt = callExamples.withdrawalSubmit.response;
const TOKEN = 'aldi-order-withdrawable-0001';
const submit = () => screen.getByRole('button', { name: testText('withdrawal:form.submit') });
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const dataLayer = () =>
  (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
const events = () =>
  dataLayer().filter((e) => typeof e['event'] === 'string' && e['event'].startsWith('withdrawal_'));

async function openForm(path = '/widerruf') {
  const view = renderScreen(WithdrawalScreen, { path });
  await screen.findByRole('textbox', { name: /^Bestellnummer/ }, VIEW_LOADED);
  return view;
}

describe('the withdrawal form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    withdrawalSubmit.mockReset();
    offerSummary.mockReset();
    goTo.mockReset().mockResolvedValue(true);
  });

  it('has "Widerruf bestätigen" in its first paint', () => {
    renderScreen(WithdrawalScreen, { path: '/widerruf' });
    expect(submit().textContent).toBe('Widerruf bestätigen');
  });

  it('asks only name, order and e-mail; says what is missing at each field and sends nothing', async () => {
    const { user } = await openForm();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    await user.click(submit());
    await expectFieldError(field('Ihr Name'), testText('withdrawal:errors.name.required'));
    await expectFieldError(field('Bestellnummer'), testText('withdrawal:errors.order.required'));
    await expectFieldError(field('E-Mail-Adresse'), testText('withdrawal:errors.email.required'));
    expect(withdrawalSubmit).not.toHaveBeenCalled();
  });

  it('opened from an order, is filled in from it, editable, and sends under one id to the receipt', async () => {
    offerSummary.mockResolvedValue(callExamples.offerSummary.response);
    const { user } = await openForm(`/widerruf?offer=${TOKEN}`);
    expect(window.location.search).toBe('');
    const { personal, orderReference } = callExamples.offerSummary.response;
    expect(field('Ihr Name')).toHaveValue(`${personal.givenNames} ${personal.familyName}`);
    expect(field('Bestellnummer')).toHaveValue(orderReference);
    expect(field('E-Mail-Adresse')).toHaveValue(personal.contact.email);
    expect(screen.getByText(testText('withdrawal:form.prefilled'))).toBeVisible();
    await user.clear(field('E-Mail-Adresse'));
    await user.type(field('E-Mail-Adresse'), 'neu@example.de');
    withdrawalSubmit.mockResolvedValue(receipt);
    await user.click(submit());
    await sentTo('withdrawalConfirmation', {}, { replace: true });
    const [{ params, body }] = withdrawalSubmit.mock.calls[0] as [
      { params: { id: string }; body: unknown },
    ];
    expect(body).toEqual({
      name: `${personal.givenNames} ${personal.familyName}`,
      order: orderReference,
      email: 'neu@example.de',
    });
    expect(withdrawalAnswers.answer(FORM, 'received')?.receipt.id).toBe(receipt.id);
    expect(params.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(events().map((e) => [e['event'], e['offerKind']])).toEqual([
      ['withdrawal_page_loaded', 'initial_offer_vertragsverlaengerung'],
      ['withdrawal_confirmed', 'initial_offer_vertragsverlaengerung'],
    ]);
  });

  it('with an order the API will not show, takes the offer token as the order', async () => {
    offerSummary.mockRejectedValue(new ApiError({ response: { status: 401, body: {} } }));
    await openForm(`/widerruf?offer=${TOKEN}`);
    expect(field('Bestellnummer')).toHaveValue(TOKEN);
    expect(field('Ihr Name')).toHaveValue('');
    // Only the order: the note does not claim the details came from it.
    expect(screen.getByText(testText('withdrawal:form.prefilledOrder'))).toBeVisible();
    expect(screen.queryByText(testText('withdrawal:form.prefilled'))).not.toBeInTheDocument();
  });

  it('places the fields the API refused at them', async () => {
    const { user } = await openForm();
    await user.type(field('Ihr Name'), 'Anna Müller');
    await user.type(field('Bestellnummer'), 'B-2026-K7QM-4XD2-9HPT');
    await user.type(field('E-Mail-Adresse'), 'anna@example.de');
    withdrawalSubmit.mockRejectedValue(
      new ValidationError([{ field: 'email', code: 'invalidFormat', message: 'no' }]),
    );
    await user.click(submit());
    await expectFieldError(field('E-Mail-Adresse'), testText('errors:field.invalidFormat'));
  });

  it('says when the withdrawal could not be sent and keeps the id for the retry', async () => {
    const { user } = await openForm();
    await user.type(field('Ihr Name'), 'Anna Müller');
    await user.type(field('Bestellnummer'), 'B-2026-K7QM-4XD2-9HPT');
    await user.type(field('E-Mail-Adresse'), 'anna@example.de');
    withdrawalSubmit.mockRejectedValueOnce(new ApiError({})).mockResolvedValueOnce(receipt);
    await user.click(submit());
    await user.click(
      await screen.findByRole('button', { name: testText('withdrawal:unavailable.retry') }),
    );
    await vi.waitFor(() => expect(withdrawalSubmit).toHaveBeenCalledTimes(2));
    const ids = withdrawalSubmit.mock.calls.map(
      ([call]) => (call as { params: { id: string } }).params.id,
    );
    expect(new Set(ids).size).toBe(1);
  });
});

describe('the withdrawal receipt', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('shows when the statement arrived as the API states it, its reference, what it said and what happens next, and keeps it', async () => {
    keepWithdrawal(receipt);
    renderScreen(WithdrawalConfirmationScreen, { path: '/widerruf/bestaetigung' });
    expect(await findInView('heading', 'withdrawal:receipt.headline')).toBeVisible();
    expect(factValue(testText('withdrawal:receipt.receivedAt'))).toBe('14. Januar 2026 um 09:30');
    expect(factValue(testText('withdrawal:receipt.reference'))).toBe(receipt.id);
    expect(factValue(testText('withdrawal:receipt.statement'))).toBe(
      testText('withdrawal:receipt.statementText'),
    );
    expect(factValue(testText('withdrawal:name.label'))).toBe(receipt.name);
    expect(factValue(testText('withdrawal:receipt.order'))).toBe(receipt.order);
    expect(factValue(testText('withdrawal:email.label'))).toBe(receipt.email);
    expect(
      screen.getByText(testText('withdrawal:receipt.email'), { exact: false }),
    ).toHaveTextContent(receipt.email);
    expect(
      screen.getByText(
        testText('withdrawal:receipt.next.check', { values: { email: receipt.email } }),
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: testText('withdrawal:receipt.keep.print') }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: testText('withdrawal:receipt.keep.download') }),
    ).toBeVisible();
  });

  it('in a tab that sent nothing, leads to the form instead', async () => {
    renderScreen(WithdrawalConfirmationScreen, { path: '/widerruf/bestaetigung' });
    expect(await findInView('link', 'withdrawal:receipt.none.link')).toHaveAttribute(
      'href',
      '/widerruf',
    );
  });
});
