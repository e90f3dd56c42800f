// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../../fakeApi.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import { ApiError, ValidationError } from '../../../api/errors/classes.ts';
import { clearCart } from '../../../stores/cart.ts';
import { expectFieldError, renderScreen } from '../../testing.tsx';
import { exampleOffer } from '../details/testing.tsx';
import { offerAnswers } from '../offerAnswers.ts';
import { exampleAnswers, flowAt } from '../testing.ts';
import PersonalDataScreen from './PersonalDataScreen.tsx';
import { testText } from '../../../i18n/testing.ts';

const { offerGet, validateAddress } = fakeApi({ offerGet: vi.fn(), validateAddress: vi.fn() });
vi.mock('virtual:brand', () => ({ brand: { slug: 'aldi' } }));

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';

function offerWith(personalData: Offer['personalData']): Offer {
  const offer = exampleOffer();
  if (personalData) offer.personalData = personalData;
  else delete offer.personalData;
  return offer;
}

const path = `/angebot/${token}/meine-daten`;

async function renderStep() {
  const rendered = renderScreen(PersonalDataScreen, { path });
  await screen.findByRole('button', { name: testText('personalData:submit') });
  return rendered;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
// While busy, the button's name also says it is loading.
const submit = () =>
  screen.getByRole('button', { name: new RegExp(`^${testText('personalData:submit')}`) });

/** Everything the example offer does not know yet, typed as a customer would. */
async function fillRest(user: UserEvent, address = { street: 'Hauptstrase' }) {
  await user.type(field('Tag'), '17');
  await user.type(field('Monat'), '5');
  await user.type(field('Jahr'), '1990');
  await user.clear(field(/E-Mail-Adresse/));
  await user.type(field(/E-Mail-Adresse/), 'anna.mueller@example.de');
  await user.type(field(/Straße/), address.street);
  await user.type(field(/Hausnummer/), '5');
  await user.type(field(/Postleitzahl/), '10827');
  await user.type(field(/Ort/), 'Berlin');
}

const typedAddress = {
  street: 'Hauptstrase',
  houseNumber: '5',
  postalCode: '10827',
  city: 'Berlin',
};
const suggestion = { ...typedAddress, street: 'Hauptstraße' };

describe('personal data step', () => {
  beforeEach(() => {
    sessionStorage.clear();
    flowAt(token);
    document.title = 'Meine Daten';
    offerGet.mockReset().mockResolvedValue(
      offerWith({
        salutation: 'frau',
        givenNames: 'Anna Maria',
        familyName: 'Müller-Lüdenscheidt',
      }),
    );
    validateAddress.mockReset();
    goTo.mockClear();
    Reflect.deleteProperty(window, 'dataLayer');
  });
  afterEach(() => clearCart());

  it('sends a customer without a cart back to the offer page', async () => {
    clearCart();
    renderScreen(PersonalDataScreen, { path });
    await sentTo('offer', { token }, { replace: true });
  });

  it('sends a customer back to an offer already ordered to its confirmation', async () => {
    offerGet.mockResolvedValue({ ...exampleOffer(), state: 'submitted' });
    renderScreen(PersonalDataScreen, { path });
    await sentTo('offerConfirmation', { token }, { replace: true });
    expect(
      screen.queryByRole('button', { name: testText('personalData:submit') }),
    ).not.toBeInTheDocument();
  });

  it('starts an empty form when the offer does not answer: everything can be typed', async () => {
    offerGet.mockRejectedValue(new ApiError());
    await renderStep();
    expect(field(/Vornamen/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Frau' })).not.toBeChecked();
  });

  it('shows the confirmed data again on a return from a later step', async () => {
    flowAt(token, { personalData: true });
    await renderStep();
    expect(field(/E-Mail-Adresse/)).toHaveValue(exampleAnswers.personal.contact.email);
    expect(field('Tag')).toHaveValue('17');
    expect(field('Monat')).toHaveValue('5');
    expect(field('Jahr')).toHaveValue('1990');
    expect(field(/Straße/)).toHaveValue('Georg-Brauchle-Ring');
  });

  it('lists every missing answer in a summary that takes focus and links to the field', async () => {
    offerGet.mockResolvedValue(offerWith(undefined));
    const { user } = await renderStep();
    await user.click(submit());

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Es gibt ein Problem' })).toBeVisible();
    await vi.waitFor(() => expect(summary.parentElement).toHaveFocus());
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      testText('personalData:errors.salutation.required'),
      testText('personalData:errors.givenNames.required'),
      testText('personalData:errors.familyName.required'),
      testText('personalData:errors.birthDate.required'),
      testText('personalData:errors.email.required'),
      testText('personalData:errors.street.required'),
      testText('personalData:errors.houseNumber.required'),
      testText('personalData:errors.postalCode.required'),
      testText('personalData:errors.city.required'),
    ]);
    // The same text stands at the field, which is marked invalid.
    await expectFieldError(field(/Vornamen/), testText('personalData:errors.givenNames.required'));
    expect(screen.getByRole('group', { name: /Geburtsdatum/ })).toHaveAccessibleDescription(
      expect.stringContaining(testText('personalData:errors.birthDate.required')),
    );

    await user.click(
      within(summary).getByRole('link', {
        name: testText('personalData:errors.familyName.required'),
      }),
    );
    expect(field(/Nachname/)).toHaveFocus();
    await user.click(
      within(summary).getByRole('link', {
        name: testText('personalData:errors.birthDate.required'),
      }),
    );
    expect(field('Tag')).toHaveFocus();
    expect(validateAddress).not.toHaveBeenCalled();
    expect(document.title).toBe('Fehler: Meine Daten');
  });

  it('prefills what the offer knows and refuses a customer under 18 with a specific message', async () => {
    const { user } = await renderStep();
    expect(field(/Vornamen/)).toHaveValue('Anna Maria');
    expect(screen.getByRole('radio', { name: 'Frau' })).toBeChecked();
    await fillRest(user);
    const year = String(new Date().getFullYear() - 17);
    await user.clear(field('Jahr'));
    await user.type(field('Jahr'), year);
    await user.click(submit());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: testText('personalData:errors.birthDate.underage'),
      }),
    ).toHaveAttribute('href', '#personal-birthDate');
    for (const part of ['Tag', 'Monat', 'Jahr'])
      expect(field(part)).toHaveAttribute('aria-invalid', 'true');
    expect(validateAddress).not.toHaveBeenCalled();
  });

  it('keeps what was typed after a reload, fields cleared by the customer included', async () => {
    const first = await renderStep();
    await first.user.clear(field(/Vornamen/));
    await first.user.type(field(/Straße/), 'Hauptstr');
    await first.user.type(field('Monat'), 'Mai');
    // A reload: the page hides right after the last key, then goes.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    await renderStep();
    expect(field(/Straße/)).toHaveValue('Hauptstr');
    expect(field(/Vornamen/)).toHaveValue('');
    expect(field(/Nachname/)).toHaveValue('Müller-Lüdenscheidt');
    expect(field('Monat')).toHaveValue('Mai');
  });

  it('saves a valid address as validated and goes on to the next step', async () => {
    validateAddress.mockResolvedValue({ result: 'valid' });
    const { user } = await renderStep();
    await fillRest(user, { street: 'Hauptstraße' });
    await user.click(submit());

    await sentTo('offerIdData', { token });
    expect(validateAddress).toHaveBeenCalledWith({
      params: { brand: 'aldi' },
      body: suggestion,
    });
    expect(offerAnswers.answer(token, 'personalData')).toEqual({
      salutation: 'frau',
      givenNames: 'Anna Maria',
      familyName: 'Müller-Lüdenscheidt',
      birthDate: '1990-05-17',
      contact: { email: 'anna.mueller@example.de' },
      address: { ...suggestion, country: 'DE', status: 'validated' },
    });
    const events = (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
    expect(events.map((e) => e.event)).toContain('offer_personal_data_saved');
  });

  it('shows the check in progress on the button and does not submit twice', async () => {
    let answer: (value: unknown) => void = () => {};
    validateAddress.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = await renderStep();
    await fillRest(user, { street: 'Hauptstraße' });
    await user.click(submit());
    await vi.waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    await user.click(submit());
    await user.type(field(/Ort/), '{Enter}');
    answer({ result: 'valid' });
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(validateAddress).toHaveBeenCalledTimes(1);
  });

  it('offers a corrected address beside the typed one and uses the one chosen', async () => {
    validateAddress.mockResolvedValue({ result: 'corrected', suggestion });
    const { user } = await renderStep();
    await fillRest(user);
    await user.click(submit());

    const heading = await screen.findByRole('heading', { name: 'Meinten Sie diese Adresse?' });
    // The focus moves once the message is shown.
    await vi.waitFor(() => expect(heading).toHaveFocus());
    const proposed = screen.getByRole('radio', {
      name: /Vorschlag verwenden: Hauptstraße 5, 10827 Berlin/,
    });
    expect(proposed).toHaveAccessibleDescription('Geändert: Straße');
    expect(
      screen.getByRole('radio', { name: /Meine Eingabe behalten: Hauptstrase 5/ }),
    ).not.toBeChecked();

    // Nothing is chosen for the customer.
    await user.click(
      screen.getByRole('button', { name: testText('personalData:addressCheck.continue') }),
    );
    expect(
      await screen.findByRole('link', { name: testText('personalData:addressCheck.required') }),
    ).toBeVisible();
    expect(goTo).not.toHaveBeenCalled();

    await user.click(proposed);
    await user.click(
      screen.getByRole('button', { name: testText('personalData:addressCheck.continue') }),
    );
    await sentTo('offerIdData', { token });
    expect(offerAnswers.answer(token, 'personalData')).toMatchObject({
      address: { ...suggestion, country: 'DE', status: 'validated' },
    });
  });

  it('keeps the typed address as entered when the customer prefers it', async () => {
    validateAddress.mockResolvedValue({ result: 'corrected', suggestion });
    const { user } = await renderStep();
    await fillRest(user);
    await user.click(submit());
    await user.click(await screen.findByRole('radio', { name: /Meine Eingabe behalten/ }));
    await user.click(
      screen.getByRole('button', { name: testText('personalData:addressCheck.continue') }),
    );
    await sentTo('offerIdData', { token });
    expect(offerAnswers.answer(token, 'personalData')).toMatchObject({
      address: { ...typedAddress, status: 'entered' },
    });
  });

  it('lists the candidates of an ambiguous address, and goes back to edit it', async () => {
    const candidates = ['Nieblum', 'Oevenum', 'Midlum'].map((city) => ({
      street: 'Dorfstraße',
      houseNumber: '5',
      postalCode: '25938',
      city,
    }));
    validateAddress.mockResolvedValue({ result: 'choice', candidates });
    const { user } = await renderStep();
    await fillRest(user);
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Welche Adresse ist Ihre?' });
    const options = screen.getAllByRole('radio');
    expect(options).toHaveLength(4);
    for (const [index, city] of ['Nieblum', 'Oevenum', 'Midlum'].entries())
      expect(options[index]).toHaveAccessibleName(
        expect.stringMatching(new RegExp(`Dorfstraße 5, 25938 ${city}`)),
      );
    expect(options[3]).toHaveAccessibleName(expect.stringMatching(/^Meine Eingabe behalten/));

    await user.click(
      screen.getByRole('button', { name: testText('personalData:addressCheck.edit') }),
    );
    await vi.waitFor(() => expect(field(/Straße/)).toHaveFocus());
    expect(field(/Straße/)).toHaveValue('Hauptstrase');
  });

  it('shows what the address validation refuses at the field and in the summary', async () => {
    validateAddress.mockRejectedValue(
      new ValidationError([
        { field: 'street', code: 'invalidValue', message: 'The street does not exist.' },
      ]),
    );
    const { user } = await renderStep();
    await fillRest(user, { street: 'Musterweg' });
    await user.click(submit());

    await expectFieldError(field(/Straße/), testText('personalData:errors.street.unknown'));
    expect(field(/Straße/)).toHaveValue('Musterweg');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('offers a retry when the address cannot be checked, losing nothing', async () => {
    validateAddress.mockRejectedValueOnce(new ApiError()).mockResolvedValue({ result: 'valid' });
    const { user } = await renderStep();
    await fillRest(user);
    await user.click(submit());

    const retry = await screen.findByRole('button', {
      name: testText('personalData:unavailable.retry'),
    });
    expect(
      screen.getByRole('heading', { name: testText('personalData:unavailable.headline') }),
    ).toBeVisible();
    expect(field(/Straße/)).toHaveValue('Hauptstrase');
    await user.click(retry);
    await sentTo('offerIdData', { token });
  });
});
