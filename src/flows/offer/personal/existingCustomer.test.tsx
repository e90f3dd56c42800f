// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDetails } from '../../../api/contract/customer.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import { ApiError } from '../../../api/errors/classes.ts';
import { setCart } from '../../../stores/cart.ts';
import { renderScreen } from '../../testing.tsx';
import { buildCart } from '../cart.ts';
import { exampleOffer } from '../details/testing.tsx';
import PersonalDataScreen from './PersonalDataScreen.tsx';
import { testText } from '../../../i18n/testing.ts';

/** The first view loads its code lazily; a busy machine may take a few seconds. */
const VIEW_LOADED = { timeout: 5_000 };
const api = { offerGet: vi.fn(), customerDetailsGet: vi.fn() };
vi.mock('../../loadApi.ts', () => ({
  preloadApi: () => undefined,
  loadApi: () => Promise.resolve(api),
}));

const TOKEN = 'o2-offer-vvl-0001';
const details: CustomerDetails = {
  customerNumber: '4711081500',
  salutation: 'frau',
  givenNames: 'Julia',
  familyName: 'Schneider',
  birthDate: '1988-03-14',
  contact: { email: 'julia.neu@example.de', phone: '+49 176 23456789' },
  address: {
    street: 'Leopoldstraße',
    houseNumber: '112',
    postalCode: '80802',
    city: 'München',
    country: 'DE',
    status: 'validated',
  },
  updatedAt: '2025-07-27T10:50:00+02:00',
};

function open(offerType: Offer['offerType']) {
  const offer: Offer = { ...exampleOffer(), offerType, state: 'open' };
  api.offerGet.mockResolvedValue(offer);
  setCart(buildCart(offer, TOKEN));
  return renderScreen(PersonalDataScreen, {
    path: `/angebot/${TOKEN}/meine-daten`,
    slug: 'o2',
  });
}

const textbox = (name: RegExp) => screen.queryByRole('textbox', { name });

beforeEach(() => {
  api.offerGet.mockReset();
  api.customerDetailsGet.mockReset().mockResolvedValue(details);
  sessionStorage.clear();
  localStorage.clear();
});

describe('personal data of an existing customer', { timeout: 20_000 }, () => {
  it.each(['offer_vvl', 'offer_tm', 'orange_vvl', 'yellow_tm'] as const)(
    '%s: filled from the customer details, name and birth date shown, not asked',
    async (offerType) => {
      open(offerType);
      const email = await screen.findByRole('textbox', { name: /^E-Mail-Adresse/ }, VIEW_LOADED);
      expect(email).toHaveProperty('value', 'julia.neu@example.de');
      expect(textbox(/^Straße/)).toHaveProperty('value', 'Leopoldstraße');
      expect(api.customerDetailsGet).toHaveBeenCalledWith({ params: { brand: 'o2', id: TOKEN } });
      expect(textbox(/^Vornamen/)).toBeNull();
      expect(textbox(/^Tag/)).toBeNull();
      const person = screen.getByRole('region', { name: testText('personalData:sections.person') });
      expect(person.textContent).toContain('NameFrau Julia Schneider');
      expect(person.textContent).toContain('Geburtsdatum14. März 1988');
      expect(person.textContent).toContain('rufen Sie uns bitte an unter');
    },
  );

  it('asks a new customer for everything, without asking for customer details', async () => {
    open('offer');
    expect(await screen.findByRole('textbox', { name: /^Vornamen/ }, VIEW_LOADED)).toHaveProperty(
      'readOnly',
      false,
    );
    expect(api.customerDetailsGet).not.toHaveBeenCalled();
  });

  it("falls back to the offer's data when the customer details do not come", async () => {
    api.customerDetailsGet.mockRejectedValue(new ApiError());
    open('offer_vvl');
    const givenNames = await screen.findByRole('textbox', { name: /^Vornamen/ }, VIEW_LOADED);
    expect(givenNames).toHaveProperty('value', 'Anna Maria');
  });
});
