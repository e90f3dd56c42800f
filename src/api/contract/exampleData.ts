import type { Offer } from './offer.ts';
import type { PersonalData } from './personal.ts';

/**
 * The customer, offer and link token several areas' call examples share (`example` of
 * `calls/<area>.ts`); an area's own sample values sit beside its calls. No spread here: it
 * would make the bundler keep this module, emptied, as a file of its own in the browser.
 */

export const token = 'Q2xpZW50T2ZmZXIxMjM0NTY';

export const personal: PersonalData = {
  salutation: 'frau',
  givenNames: 'Anna Maria',
  familyName: 'Müller-Lüdenscheidt',
  birthDate: '1990-05-17',
  contact: { email: 'anna.mueller@example.de', phone: '+49 176 12345678' },
  address: {
    street: 'Georg-Brauchle-Ring',
    houseNumber: '50',
    postalCode: '80992',
    city: 'München',
    country: 'DE',
    status: 'validated',
  },
};

export const offer: Offer = {
  id: 'OF-2025-000123',
  offerType: 'offer_vvl',
  state: 'open',
  offerUseCase: 'Standard',
  name: 'Ihre Vertragsverlängerung mit iPhone 17',
  productTypes: ['mobile', 'myHandy'],
  bundleType: 'none',
  validUntil: '2026-12-31T23:59:59+01:00',
  offers: [
    {
      id: 'pos-1',
      hardware: {
        id: 'APL-IP17-256-MN',
        name: 'iPhone 17',
        manufacturer: 'Apple',
        colour: 'Mitternacht',
        capacity: '256 GB',
        images: [{ url: '/images/iphone-17-midnight.webp', alt: 'iPhone 17 in Mitternacht' }],
        prices: [
          { type: 'once', amount: 99, kind: 'charge' },
          { type: 'monthly', amount: 25, kind: 'charge', months: 24 },
        ],
      },
      tariff: {
        id: 'MOB-M-2025',
        name: 'Mobile M',
        dataVolume: 50,
        minimumTermMonths: 24,
        noticePeriod: { value: 1, unit: 'months' },
        features: ['Allnet-Flat', '5G', 'EU-Roaming'],
        prices: [
          { type: 'monthly', amount: 29.99, kind: 'charge' },
          { type: 'monthly', amount: -5, kind: 'discount', label: 'Online-Vorteil', months: 12 },
          { type: 'once', amount: 39.99, kind: 'connectionfee', label: 'Anschlusspreis' },
        ],
      },
      packs: [
        {
          id: 'INS-PREMIUM',
          type: 'DeviceInsurance',
          name: 'Handyversicherung Premium',
          prices: [{ type: 'monthly', amount: 9.99, kind: 'charge' }],
        },
      ],
      phoneNumber: '+49 176 12345678',
    },
  ],
  documents: [
    {
      type: 'contractSummary',
      title: 'Vertragszusammenfassung',
      documentId: 'summary',
      fileName: 'Vertragszusammenfassung.pdf',
    },
    { type: 'terms', title: 'AGB', documentId: 'terms', fileName: 'AGB.pdf' },
  ],
  requirements: {
    needsLogin: true,
    loginUrl: 'https://login.example.de/authorize?client=selfservice',
    needsOtp: false,
    needsIdData: true,
    needsPayment: true,
    oneTimePaymentAmount: 99,
    paymentMethods: ['sepaDirectDebit', 'creditCard', 'payPal'],
  },
  personalData: { salutation: 'frau', givenNames: 'Anna Maria', familyName: 'Müller-Lüdenscheidt' },
  shopHotline: '089 787979400',
};
