// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../../fakeApi.ts';
import { ApiError } from '../../../api/errors/classes.ts';
import { clearCart } from '../../../stores/cart.ts';
import { renderScreen } from '../../testing.tsx';
import { offerAnswers } from '../offerAnswers.ts';
import { flowAt } from '../testing.ts';
import IdDataScreen from './IdDataScreen.tsx';
import { testText } from '../../../i18n/testing.ts';

const { nationalities } = fakeApi({ nationalities: vi.fn() });
vi.mock('virtual:brand', () => ({ brand: { slug: 'aldi', likelyNationalities: ['DE'] } }));

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';
const path = `/angebot/${token}/ausweisdaten`;
const list = [
  { code: 'TR', name: { de: 'Türkei', en: 'Türkiye', tr: 'Türkiye' } },
  { code: 'AT', name: { de: 'Österreich', en: 'Austria', tr: 'Avusturya' } },
  { code: 'DE', name: { de: 'Deutschland', en: 'Germany', tr: 'Almanya' } },
];
const nextYear = String(new Date().getFullYear() + 5);

async function renderStep() {
  const rendered = renderScreen(IdDataScreen, { path });
  await screen.findByRole('button', { name: testText('idData:submit') });
  return rendered;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const nationality = () => screen.getByRole('combobox', { name: /Staatsangehörigkeit/ });
const expiry = () => screen.getByRole('group', { name: testText('idData:expiryDate.legend') });
const expiryPart = (name: 'Tag' | 'Monat' | 'Jahr') =>
  within(expiry()).getByRole('textbox', { name });
const submit = () =>
  screen.getByRole('button', { name: new RegExp(`^${testText('idData:submit')}`) });
const summary = () => screen.queryByRole('heading', { name: 'Es gibt ein Problem' });

/** Filters the list by typing and takes the first match, by keyboard. */
async function chooseNationality(user: UserEvent, search: string) {
  await vi.waitFor(() => expect(nationality()).toBeEnabled());
  await user.click(nationality());
  await user.type(nationality(), `${search}{ArrowDown}{Enter}`);
}

async function typeExpiry(user: UserEvent, day: string, month: string, year: string) {
  for (const [part, value] of [
    ['Tag', day],
    ['Monat', month],
    ['Jahr', year],
  ] as const) {
    await user.clear(expiryPart(part));
    await user.type(expiryPart(part), value);
  }
}

async function fillValid(user: UserEvent) {
  await chooseNationality(user, 'Türk');
  await user.click(screen.getByRole('radio', { name: /Reisepass/ }));
  await user.type(field(/Dokumentennummer/), 'u12 345 678');
  await user.type(field(/Ausstellende Behörde/), 'Stadt Köln');
  await typeExpiry(user, '31', '8', nextYear);
}

describe('ID data step', () => {
  // The view and the nationality list load on demand. Their first import in a test process
  // transforms some hundred modules (Mantine's among them): seconds on a busy machine, more
  // than a test's wait for the screen. Once here, so those waits measure the screen.
  beforeAll(async () => {
    await Promise.all([import('./IdDataView.tsx'), import('./NationalitySelect.tsx')]);
  }, 60_000);

  beforeEach(() => {
    sessionStorage.clear();
    flowAt(token, { personalData: true });
    nationalities.mockReset().mockResolvedValue(list);
    goTo.mockClear();
    document.title = 'Ausweisdaten';
  });
  afterEach(() => clearCart());

  it('sends a customer without personal data back to that step, keeping its first paint', async () => {
    sessionStorage.clear();
    renderScreen(IdDataScreen, { path });
    await sentTo('offerPersonalData', { token }, { replace: true });
    expect(screen.getByRole('status')).toHaveTextContent('Inhalte werden geladen.');
    expect(
      screen.queryByRole('button', { name: testText('idData:submit') }),
    ).not.toBeInTheDocument();
  });

  it('sends a customer without a cart to the offer page, which loads it', async () => {
    clearCart();
    renderScreen(IdDataScreen, { path });
    await sentTo('offer', { token }, { replace: true });
  });

  it('offers the nationalities by their German names, Germany first', async () => {
    const { user } = await renderStep();
    await vi.waitFor(() => expect(nationality()).toBeEnabled());
    await user.click(nationality());
    // jsdom never ends the dropdown's opening transition: the options count as hidden.
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (o) => o.textContent,
    );
    expect(options).toEqual(['Deutschland', 'Österreich', 'Türkei']);
    expect(nationalities).toHaveBeenCalledWith({ params: { brand: 'aldi' } });
  });

  it('lists every missing answer in a summary that takes focus and links to the field', async () => {
    const { user } = await renderStep();
    await user.click(submit());

    const box = (await screen.findByRole('heading', { name: 'Es gibt ein Problem' })).closest(
      '[tabindex="-1"]',
    ) as HTMLElement;
    // The focus moves once the message is shown.
    await vi.waitFor(() => expect(box).toHaveFocus());
    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      testText('idData:errors.nationality.required'),
      testText('idData:errors.documentType.required'),
      testText('idData:errors.documentNumber.required'),
      testText('idData:errors.issuingAuthority.required'),
      testText('idData:errors.expiryDate.required'),
    ]);
    // The same text stands at the field, which is marked invalid.
    expect(field(/Dokumentennummer/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Dokumentennummer/)).toHaveAccessibleDescription(
      expect.stringContaining(testText('idData:errors.documentNumber.required')),
    );
    expect(expiry()).toHaveAccessibleDescription(
      expect.stringContaining(testText('idData:errors.expiryDate.required')),
    );
    expect(
      screen.getByRole('group', { name: testText('idData:documentType.legend') }),
    ).toHaveAccessibleDescription(
      expect.stringContaining(testText('idData:errors.documentType.required')),
    );

    await user.click(
      within(box).getByRole('link', { name: testText('idData:errors.expiryDate.required') }),
    );
    expect(expiryPart('Tag')).toHaveFocus();
    await user.click(
      within(box).getByRole('link', { name: testText('idData:errors.nationality.required') }),
    );
    expect(nationality()).toHaveFocus();
    expect(goTo).not.toHaveBeenCalled();
    expect(document.title).toBe('Fehler: Ausweisdaten');
  });

  it('refuses a document that has expired, marking the whole date', async () => {
    const { user } = await renderStep();
    await fillValid(user);
    await typeExpiry(user, '31', '8', '2020');
    await user.click(submit());

    expect(
      await screen.findByRole('link', { name: testText('idData:errors.expiryDate.expired') }),
    ).toHaveAttribute('href', '#iddata-expiryDate');
    for (const part of ['Tag', 'Monat', 'Jahr'] as const)
      expect(expiryPart(part)).toHaveAttribute('aria-invalid', 'true');
    expect(goTo).not.toHaveBeenCalled();
    expect(offerAnswers.answer(token, 'idData')).toBeUndefined();
  });

  it('marks only the part of the expiry date that is missing', async () => {
    const { user } = await renderStep();
    await fillValid(user);
    await user.clear(expiryPart('Monat'));
    await user.click(submit());
    // The date table's sentence, naming this date.
    expect(
      await screen.findByRole('link', { name: 'Das Ablaufdatum muss einen Monat enthalten.' }),
    ).toBeVisible();
    expect(expiryPart('Monat')).toHaveAttribute('aria-invalid', 'true');
    expect(expiryPart('Tag')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what was typed after a reload', async () => {
    const first = await renderStep();
    await chooseNationality(first.user, 'Öst');
    await first.user.click(screen.getByRole('radio', { name: /eID-Karte/ }));
    await first.user.type(field(/Dokumentennummer/), 'AB12');
    await first.user.type(expiryPart('Monat'), 'Mai');
    // A reload: the page hides right after the last key, then goes.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    await renderStep();
    expect(field(/Dokumentennummer/)).toHaveValue('AB12');
    expect(expiryPart('Monat')).toHaveValue('Mai');
    expect(screen.getByRole('radio', { name: /eID-Karte/ })).toBeChecked();
    await vi.waitFor(() => expect(nationality()).toHaveValue('Österreich'));
  });

  it('shows the confirmed document again on a later visit', async () => {
    flowAt(token, { personalData: true, idData: true });
    await renderStep();
    expect(field(/Dokumentennummer/)).toHaveValue('L01X00T47');
    expect(expiryPart('Tag')).toHaveValue('31');
    expect(expiryPart('Monat')).toHaveValue('8');
    expect(expiryPart('Jahr')).toHaveValue('2031');
    expect(screen.getByRole('radio', { name: /Personalausweis/ })).toBeChecked();
  });

  it('saves the confirmed document and goes on to the next step', async () => {
    const { user } = await renderStep();
    await fillValid(user);
    await user.click(submit());

    await sentTo('offerPayment', { token });
    expect(offerAnswers.answer(token, 'idData')).toEqual({
      nationality: 'TR',
      documentType: 'passport',
      documentNumber: 'U12345678',
      issuingAuthority: 'Stadt Köln',
      expiryDate: `${nextYear}-08-31`,
    });
    expect(offerAnswers.typing(token, 'idData')).toBeUndefined();
    expect(summary()).not.toBeInTheDocument();
  });

  it('returns to the summary when opened from its change link', async () => {
    flowAt(token, { personalData: true, idData: true });
    const { user } = renderScreen(IdDataScreen, { path: `${path}?aendern` });
    await screen.findByRole('button', { name: testText('idData:submit') });
    await vi.waitFor(() => expect(nationality()).toHaveValue('Deutschland'));
    await user.click(submit());
    await sentTo('offerSummary', { token });
  });

  it('says when the nationalities cannot be loaded, keeps the form usable and retries', async () => {
    nationalities.mockRejectedValueOnce(new ApiError());
    const { user } = await renderStep();
    const retry = await screen.findByRole('button', {
      name: testText('idData:nationality.failed.retry'),
    });
    expect(
      screen.getByRole('heading', { name: testText('idData:nationality.failed.headline') }),
    ).toBeVisible();
    await user.type(field(/Dokumentennummer/), 'L01X00T47');
    expect(field(/Dokumentennummer/)).toHaveValue('L01X00T47');

    await user.click(retry);
    await chooseNationality(user, 'Deu');
    await vi.waitFor(() => expect(nationality()).toHaveValue('Deutschland'));
    expect(nationalities).toHaveBeenCalledTimes(2);
    expect(field(/Dokumentennummer/)).toHaveValue('L01X00T47');
  });
});
