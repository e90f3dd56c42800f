// @vitest-environment jsdom
import '../../../ui/jsdomShims.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import deDatepicker from '../../../../locales/de/datepicker.json';
import deIdData from '../../../../locales/de/idData.json';
import deUi from '../../../../locales/de/ui.json';
import { ApiError } from '../../../api/errors/classes.ts';
import { clearCart, setCart } from '../../../stores/cart.ts';
import { loadDraft, saveDraft } from '../../../stores/drafts.ts';
import { MantineRoot } from '../../../ui/MantineRoot.tsx';
import { buildCart } from '../cart.ts';
import { exampleOffer } from '../details/testing.tsx';
import { DRAFT_DELAY_MS } from '../useDraftKeeping.ts';
import { ID_DATA_FORM, PERSONAL_DATA_FORM } from '../personalDataDraft.ts';
import { IdDataScreen } from './IdDataScreen.tsx';

const nationalities = vi.fn();
vi.mock('../../loadApi.ts', () => ({
  loadApi: () => Promise.resolve({ nationalities }),
}));
const goTo = vi.fn();
vi.mock('../../navigate.ts', () => ({ goTo: (...args: unknown[]) => goTo(...args) }));
vi.mock('virtual:brand', () => ({ brand: { slug: 'aldi' } }));

// jsdom has no layout; Mantine's combobox scrolls the active option into view.
Element.prototype.scrollIntoView ??= () => {};

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';
const errors = deIdData.errors;
const list = [
  { code: 'TR', name: { de: 'Türkei', en: 'Türkiye', tr: 'Türkiye' } },
  { code: 'AT', name: { de: 'Österreich', en: 'Austria', tr: 'Avusturya' } },
  { code: 'DE', name: { de: 'Deutschland', en: 'Germany', tr: 'Almanya' } },
];
const nextYear = new Date().getFullYear() + 5;

async function renderStep() {
  const user = userEvent.setup();
  const view = render(
    <MantineRoot
      locale="de"
      resources={{ de: { ui: deUi, datepicker: deDatepicker, idData: deIdData } }}
      context={{ slug: 'aldi' }}
    >
      <IdDataScreen />
    </MantineRoot>,
  );
  await screen.findByRole('button', { name: deIdData.submit });
  return { user, view };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const nationality = () => screen.getByRole('combobox', { name: /Staatsangehörigkeit/ });
// The date picker loads lazily; its first import can take a while on a busy machine.
const expiry = () => screen.findByRole('textbox', { name: /Gültig bis/ }, { timeout: 5000 });
const submit = () => screen.getByRole('button', { name: new RegExp(`^${deIdData.submit}`) });
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const summary = () => screen.getByText('Es gibt ein Problem').closest('[role="alert"]');

/** Filters the list by typing and takes the first match, by keyboard. */
async function chooseNationality(user: UserEvent, search: string) {
  await vi.waitFor(() => expect(nationality()).toHaveProperty('disabled', false));
  await user.click(nationality());
  await user.type(nationality(), `${search}{ArrowDown}{Enter}`);
}

async function fillValid(user: UserEvent) {
  await chooseNationality(user, 'Türk');
  await user.click(screen.getByRole('radio', { name: /Reisepass/ }));
  await user.type(field(/Dokumentennummer/), 'u12 345 678');
  await user.type(field(/Ausstellende Behörde/), 'Stadt Köln');
  await user.type(await expiry(), `31.08.${nextYear}`);
  await user.tab();
}

describe('ID data step', () => {
  beforeEach(() => {
    window.history.replaceState({}, '', `/angebot/${token}/ausweisdaten`);
    sessionStorage.clear();
    setCart(buildCart(exampleOffer(), token));
    saveDraft(token, PERSONAL_DATA_FORM, { givenNames: 'Anna' });
    nationalities.mockReset().mockResolvedValue(list);
    goTo.mockReset();
  });
  afterEach(() => {
    cleanup();
    clearCart();
  });

  it('sends a customer without personal data back to that step', async () => {
    sessionStorage.clear();
    render(
      <MantineRoot locale="de" resources={{ de: { ui: deUi, idData: deIdData } }}>
        <IdDataScreen />
      </MantineRoot>,
    );
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('offerPersonalData', { token }, { replace: true }),
    );
  });

  it('offers the nationalities by their German names, Germany first', async () => {
    const { user } = await renderStep();
    await vi.waitFor(() => expect(nationality()).toHaveProperty('disabled', false));
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
    await expiry();
    await user.click(submit());

    await vi.waitFor(() => expect(summary()).toBeTruthy());
    const box = summary() as HTMLElement;
    await vi.waitFor(() => expect(document.activeElement).toBe(box.parentElement));
    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      errors.nationality.required,
      errors.documentType.required,
      errors.documentNumber.required,
      errors.issuingAuthority.required,
      errors.expiryDate.required,
    ]);
    // The same text stands at the field, which is marked invalid.
    expect(field(/Dokumentennummer/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(errors.documentNumber.required)).toHaveLength(2);
    expect(describedBy(await expiry())).toContain(errors.expiryDate.required);

    await user.click(within(box).getByRole('link', { name: errors.expiryDate.required }));
    expect(document.activeElement).toBe(await expiry());
    await user.click(within(box).getByRole('link', { name: errors.nationality.required }));
    expect(document.activeElement).toBe(nationality());
    expect(goTo).not.toHaveBeenCalled();
    expect(document.title.startsWith('Fehler:')).toBe(true);
  });

  it('refuses a document that has expired', async () => {
    const { user } = await renderStep();
    await fillValid(user);
    await user.clear(await expiry());
    await user.type(await expiry(), '31.08.2020');
    await user.tab();
    // The picker says at once that the date is too early.
    expect(await screen.findByText(/Bitte wählen Sie ein Datum ab dem/)).toBeTruthy();

    await user.click(submit());
    await vi.waitFor(() => expect(summary()).toBeTruthy());
    expect(
      within(summary() as HTMLElement).getByRole('link', { name: errors.expiryDate.expired }),
    ).toBeTruthy();
    expect(goTo).not.toHaveBeenCalled();
    expect(loadDraft(token, ID_DATA_FORM)).toBeUndefined();
  });

  it('keeps what was typed after a reload', async () => {
    const first = await renderStep();
    await chooseNationality(first.user, 'Öst');
    await first.user.click(screen.getByRole('radio', { name: /eID-Karte/ }));
    await first.user.type(field(/Dokumentennummer/), 'AB12');
    await new Promise((resolve) => setTimeout(resolve, DRAFT_DELAY_MS + 50));
    first.view.unmount();

    await renderStep();
    expect(field(/Dokumentennummer/)).toHaveProperty('value', 'AB12');
    expect(screen.getByRole('radio', { name: /eID-Karte/ })).toHaveProperty('checked', true);
    await vi.waitFor(() => expect(nationality()).toHaveProperty('value', 'Österreich'));
  });

  it('saves the confirmed document and goes on to the next step', async () => {
    const { user } = await renderStep();
    await fillValid(user);
    await user.click(submit());

    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('offerPayment', { token }));
    expect(loadDraft(token, ID_DATA_FORM)).toEqual({
      nationality: 'TR',
      documentType: 'passport',
      documentNumber: 'U12345678',
      issuingAuthority: 'Stadt Köln',
      expiryDate: `${nextYear}-08-31`,
    });
  });

  it('says when the nationalities cannot be loaded, keeps the form usable and retries', async () => {
    nationalities.mockRejectedValueOnce(new ApiError());
    const { user } = await renderStep();
    const retry = await screen.findByRole('button', {
      name: deIdData.nationality.failed.retry,
    });
    expect(screen.getByText(deIdData.nationality.failed.headline)).toBeTruthy();
    await user.type(field(/Dokumentennummer/), 'L01X00T47');
    expect(field(/Dokumentennummer/)).toHaveProperty('value', 'L01X00T47');

    await user.click(retry);
    await chooseNationality(user, 'Deu');
    await vi.waitFor(() => expect(nationality()).toHaveProperty('value', 'Deutschland'));
    expect(nationalities).toHaveBeenCalledTimes(2);
    expect(field(/Dokumentennummer/)).toHaveProperty('value', 'L01X00T47');
  });
});
