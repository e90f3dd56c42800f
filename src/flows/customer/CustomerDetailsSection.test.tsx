// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../fakeApi.ts';
import type { CustomerDetails } from '../../api/contract/customer.ts';
import { ApiError, ValidationError } from '../../api/errors/classes.ts';
import { renderUi } from '../../ui/renderUi.tsx';
import { CustomerDetailsSection } from './CustomerDetailsSection.tsx';
import { customerAnswers } from './customerAnswers.ts';
import { testText } from '../../i18n/testing.ts';

const api = fakeApi({
  customerDetailsUpdate: vi.fn(),
  customerDetailsGet: vi.fn(),
  validateAddress: vi.fn(),
});

const TOKEN = 'aldi-idv-main-0001';
const linkClosed = vi.fn();
const details: CustomerDetails = {
  customerNumber: '8000125530',
  salutation: 'frau',
  givenNames: 'Sabine',
  familyName: 'Krüger',
  birthDate: '1968-07-04',
  contact: { email: 'sabine.krueger@example.de', phone: '+49 176 55501234' },
  address: {
    street: 'Grimmaische Straße',
    houseNumber: '12',
    postalCode: '04109',
    city: 'Leipzig',
    country: 'DE',
    status: 'validated',
  },
  updatedAt: '2025-07-27T10:50:00+02:00',
};

function renderSection(loaded: Parameters<typeof CustomerDetailsSection>[0]['loaded']) {
  return renderUi(
    <CustomerDetailsSection
      token={TOKEN}
      brand="aldi"
      hotline="0176 88880000"
      loaded={loaded}
      onLinkClosed={linkClosed}
    />,
    { slug: 'aldi' },
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const saveButton = () =>
  screen.getByRole('button', { name: testText('customerDetails:form.save') });

async function openForm() {
  const rendered = renderSection({ kind: 'known', details });
  await rendered.user.click(
    screen.getByRole('button', { name: testText('customerDetails:change') }),
  );
  // The form's code comes on the click: the e-mail field takes the focus once it is there.
  await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /^E-Mail/ })).toHaveFocus());
  return rendered;
}

async function typeAddress(user: ReturnType<typeof renderUi>['user'], street: string) {
  await user.clear(field(/^Straße/));
  await user.type(field(/^Straße/), street);
}

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  linkClosed.mockReset();
  sessionStorage.clear();
  api.customerDetailsUpdate.mockImplementation(
    async ({ body }: { body: Pick<CustomerDetails, 'contact' | 'address'> }) => ({
      ...details,
      ...body,
    }),
  );
});

// Typing whole addresses with user-event takes seconds on a busy machine.
describe('customer details on the verification page', { timeout: 20_000 }, () => {
  it('shows name and birth date read-only with how to change them, and the rest with a way to change it', () => {
    renderSection({ kind: 'known', details });
    const section = screen.getByRole('region', { name: testText('customerDetails:heading') });
    const text = section.textContent ?? '';
    expect(text).toContain('NameFrau Sabine Krüger');
    expect(text).toContain('Geburtsdatum4. Juli 1968');
    expect(text).toContain('vor der Identifizierung an unter 0176 88880000');
    expect(text).toContain('Kundennummer8000125530');
    expect(text).toContain('AnschriftGrimmaische Straße 12, 04109 Leipzig');
    expect(within(section).queryByRole('textbox', { name: /Vornamen/ })).toBeNull();
  });

  it('saves a changed e-mail and an address the validation knows, and says so', async () => {
    api.validateAddress.mockResolvedValue({ result: 'valid' });
    const { user } = await openForm();
    expect(document.activeElement).toBe(field(/^E-Mail-Adresse/));
    // Both parts of the form sit under the section's own heading.
    for (const part of ['contact', 'address'])
      expect(
        screen.getByRole('heading', { name: testText(`personalData:sections.${part}`) }),
      ).toHaveProperty('tagName', 'H3');
    await user.clear(field(/^E-Mail-Adresse/));
    await user.type(field(/^E-Mail-Adresse/), 'sabine@example.org');
    await user.click(saveButton());
    const saved = await screen.findByRole('status');
    expect(saved.textContent).toContain(testText('customerDetails:saved.headline'));
    expect(document.activeElement).toBe(saved.parentElement);
    expect(api.customerDetailsUpdate).toHaveBeenCalledWith({
      params: { brand: 'aldi', id: TOKEN },
      body: {
        contact: { email: 'sabine@example.org', phone: '+49 176 55501234' },
        address: { ...details.address, status: 'validated' },
      },
    });
    expect(
      screen.getByRole('region', { name: testText('customerDetails:heading') }).textContent,
    ).toContain('sabine@example.org');
    expect(customerAnswers.typing(TOKEN, 'details')).toBeUndefined();
  });

  it('offers the corrected address beside what was typed and saves the choice', async () => {
    const suggestion = {
      street: 'Hauptstraße',
      houseNumber: '5',
      postalCode: '10827',
      city: 'Berlin',
    };
    api.validateAddress.mockResolvedValue({ result: 'corrected', suggestion });
    const { user } = await openForm();
    await typeAddress(user, 'Hauptstrase');
    await user.clear(field(/^Hausnummer/));
    await user.type(field(/^Hausnummer/), '5');
    await user.clear(field(/^Postleitzahl/));
    await user.type(field(/^Postleitzahl/), '10827');
    await user.clear(field(/^Ort/));
    await user.type(field(/^Ort/), 'Berlin');
    await user.click(saveButton());
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: testText('personalData:addressCheck.correctedHeading'),
    });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByRole('radio', { name: /Meine Eingabe behalten: Hauptstrase 5/ }),
    ).toHaveProperty('checked', false);
    await user.click(screen.getByRole('radio', { name: /Vorschlag verwenden: Hauptstraße 5/ }));
    await user.click(saveButton());
    await screen.findByRole('status');
    expect(api.customerDetailsUpdate).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({
          address: { ...suggestion, country: 'DE', status: 'validated' },
        }),
      }),
    );
  });

  it('lets the customer pick one of several addresses or keep what was typed', async () => {
    const candidates = ['Nieblum', 'Oevenum'].map((city) => ({
      street: 'Dorfstraße',
      houseNumber: '3',
      postalCode: '25938',
      city,
    }));
    api.validateAddress.mockResolvedValue({ result: 'choice', candidates });
    const { user } = await openForm();
    await typeAddress(user, 'Dorfstraße');
    await user.click(saveButton());
    await screen.findByRole('heading', {
      level: 3,
      name: testText('personalData:addressCheck.choiceHeading'),
    });
    await user.click(screen.getByRole('radio', { name: /Meine Eingabe behalten: Dorfstraße 12/ }));
    await user.click(saveButton());
    await screen.findByRole('status');
    expect(api.customerDetailsUpdate.mock.calls[0]?.[0]).toMatchObject({
      body: { address: { street: 'Dorfstraße', city: 'Leipzig', status: 'entered' } },
    });
  });

  it('says which part of an unknown address is wrong, and saves it as entered on request', async () => {
    api.validateAddress.mockRejectedValue(
      new ValidationError([{ field: 'street', code: 'invalidValue', message: 'unknown street' }]),
    );
    const { user } = await openForm();
    await typeAddress(user, 'Musterweg');
    await user.click(saveButton());
    expect(await screen.findAllByText(testText('personalData:errors.street.unknown'))).toHaveLength(
      2,
    );
    expect(api.customerDetailsUpdate).not.toHaveBeenCalled();
    await user.click(
      screen.getByRole('button', { name: testText('customerDetails:form.unknownAddress.keep') }),
    );
    await screen.findByRole('status');
    expect(api.customerDetailsUpdate.mock.calls[0]?.[0]).toMatchObject({
      body: { address: { street: 'Musterweg', status: 'entered' } },
    });
    expect(api.validateAddress).toHaveBeenCalledTimes(1);
  });

  it('keeps everything typed when the save gets no answer, and across a reload', async () => {
    api.validateAddress.mockResolvedValue({ result: 'valid' });
    api.customerDetailsUpdate.mockRejectedValueOnce(new ApiError());
    const { user, unmount } = await openForm();
    await user.clear(field(/^Mobilnummer/));
    await user.type(field(/^Mobilnummer/), '0176 1234567');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      testText('customerDetails:form.unavailable.headline'),
    );
    expect(field(/^Mobilnummer/)).toHaveProperty('value', '0176 1234567');
    // A reload: the page hides right after the last key, then goes.
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    renderSection({ kind: 'known', details });
    expect(await screen.findByRole('textbox', { name: /^Mobilnummer/ })).toHaveProperty(
      'value',
      '0176 1234567',
    );
  });

  it('hands over to the page when the link no longer opens the details, instead of offering to save again', async () => {
    api.validateAddress.mockResolvedValue({ result: 'valid' });
    api.customerDetailsUpdate.mockRejectedValueOnce(
      new ApiError({ response: { status: 410, body: { code: 'OFFER_EXPIRED' } } }),
    );
    const { user } = await openForm();
    await user.clear(field(/^Mobilnummer/));
    await user.type(field(/^Mobilnummer/), '0176 1234567');
    await user.click(saveButton());
    await vi.waitFor(() => expect(linkClosed).toHaveBeenCalledOnce());
    expect(
      screen.queryByText(testText('customerDetails:form.unavailable.headline')),
    ).not.toBeInTheDocument();
  });

  it('cancels back to the details, with nothing typed kept and the focus on the button', async () => {
    const { user } = await openForm();
    await user.type(field(/^Ort/), 'x');
    await user.click(screen.getByRole('button', { name: testText('customerDetails:form.cancel') }));
    const change = screen.getByRole('button', { name: testText('customerDetails:change') });
    expect(document.activeElement).toBe(change);
    await vi.waitFor(() => expect(customerAnswers.typing(TOKEN, 'details')).toBeUndefined());
  });

  it('offers to load the details again when they did not come, and shows nothing for a new customer', async () => {
    api.customerDetailsGet.mockResolvedValue(details);
    const { user, unmount } = renderSection({ kind: 'failed' });
    await user.click(
      screen.getByRole('button', { name: testText('customerDetails:loadFailed.retry') }),
    );
    expect(
      (await screen.findByRole('region', { name: testText('customerDetails:heading') }))
        .textContent,
    ).toContain('Kundennummer8000125530');
    expect(api.customerDetailsGet).toHaveBeenCalledWith({ params: { brand: 'aldi', id: TOKEN } });
    unmount();
    const { container } = renderSection({ kind: 'none' });
    expect(container.textContent).toBe('');
  });
});
