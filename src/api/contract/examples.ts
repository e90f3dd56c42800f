import type { BodyOf, CallName, Calls, ParamsOf, QueryOf, ResponseOf } from './calls.ts';
import type { Offer, OfferItem } from './offer.ts';
import type { PersonalData } from './personal.ts';
import type { z } from './zod.ts';

/**
 * One realistic request and answer per call: shown in the OpenAPI document and parsed by
 * the contract tests, so every schema is known to accept real data.
 */
export type CallExample<N extends CallName> = {
  readonly params: ParamsOf<N>;
  readonly query: QueryOf<N>;
} & (Calls[N]['body'] extends z.ZodMiniType ? { readonly body: BodyOf<N> } : Record<never, never>) &
  (Calls[N]['response'] extends z.ZodMiniType
    ? { readonly response: ResponseOf<N> }
    : Record<never, never>);

/** Any call's example, for code that walks all of them. */
export interface AnyCallExample {
  readonly params: object;
  readonly query: object;
  readonly body?: unknown;
  readonly response?: unknown;
}

const token = 'Q2xpZW50T2ZmZXIxMjM0NTY';
const terminationId = '3b241101-e2bb-4255-8caf-4136c566a962';
const withdrawalId = '5f0e2c7a-41d3-4b8e-9c61-2a7d9b3e8f14';

const personal: PersonalData = {
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

const item: OfferItem = {
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
};

const offer: Offer = {
  id: 'OF-2025-000123',
  offerType: 'offer_vvl',
  state: 'open',
  offerUseCase: 'Standard',
  name: 'Ihre Vertragsverlängerung mit iPhone 17',
  productTypes: ['mobile', 'myHandy'],
  bundleType: 'none',
  validUntil: '2026-12-31T23:59:59+01:00',
  offers: [{ ...item, phoneNumber: '+49 176 12345678' }],
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

const config = {
  serviceTypes: ['mobile', 'internet', 'option'],
  cancellationTypes: ['Regular', 'Special'],
  reasons: [
    { reason: 'deathOfContractHolder', requiresProof: true },
    { reason: 'moveAbroad', requiresProof: true },
    { reason: 'otherReason', requiresProof: false },
  ],
  terminationDate: { earliest: '2026-01-15', latest: '2027-01-15' },
  upload: { maxBytes: 10485760, contentTypes: ['application/pdf', 'image/jpeg', 'image/png'] },
  offerHotline: '0800 1234567',
} as const satisfies ResponseOf<'terminationConfig'>;

const identification = {
  contract: { phoneNumber: '0176 12345678' },
  customer: {
    givenNames: 'Anna Maria',
    familyName: 'Müller-Lüdenscheidt',
    birthDate: '1990-05-17',
    address: {
      street: 'Georg-Brauchle-Ring',
      houseNumber: '50',
      postalCode: '80992',
      city: 'München',
    },
  },
} as const;

const termination = {
  serviceType: 'mobile',
  cancellationType: 'Regular',
  selectTerminationDate: false,
  reason: 'None',
  ...identification,
  email: 'anna.mueller@example.de',
} as const satisfies BodyOf<'terminationSubmit'>;

const receipt = {
  id: terminationId,
  receivedAt: '2026-01-14T09:30:00+01:00',
  effectiveDate: '2026-03-31',
};

const prefillData = 'eyJjdXN0b21lciI6IjQ3MTEifQ.c2lnbmF0dXJlLXNpZw';

export const callExamples: { readonly [N in CallName]: CallExample<N> } = {
  authRenew: {
    params: {},
    query: { offer: token },
    response: {
      token: 'eyJhbGciOiJIUzI1NiJ9.cmVuZXdlZA.c2ln',
      tokenType: 'Bearer',
      expiresAt: '2026-01-14T11:28:00+01:00',
    },
  },
  authToken: {
    params: {},
    query: { code: '482913', offer: token },
    response: {
      token: 'eyJhbGciOiJIUzI1NiJ9.b2ZmZXI.c2ln',
      tokenType: 'Bearer',
      expiresAt: '2026-01-14T10:30:00+01:00',
    },
  },
  health: {
    params: { brand: 'aldi' },
    query: {},
    response: { status: 'ok', contractVersion: '1.0.0', brand: 'aldi', sandbox: false },
  },
  nationalities: {
    params: { brand: 'ayyildiz' },
    query: {},
    response: [
      { code: 'DE', name: { de: 'Deutschland', en: 'Germany', tr: 'Almanya' } },
      { code: 'TR', name: { de: 'Türkei', en: 'Türkiye', tr: 'Türkiye' } },
    ],
  },
  consent: {
    params: { id: token },
    query: {},
    response: {
      channels: { email: true, phone: false, sms: false, letter: true },
      textVersion: '2025-03',
      updatedAt: '2025-11-02T18:04:00+01:00',
    },
  },
  terminationConfig: { params: { brand: 'o2' }, query: {}, response: config },
  terminationSubmit: {
    params: { brand: 'o2', id: terminationId },
    query: {},
    body: termination,
    response: receipt,
  },
  terminationDownload: { params: { brand: 'o2', id: terminationId }, query: { language: 'de' } },
  terminationUpload: {
    params: { brand: 'o2', id: terminationId },
    query: {},
    response: {
      uploadId: '9f1c7c1e-7f7c-4c43-9a55-1d8f0e3c2b10',
      fileName: 'Sterbeurkunde.pdf',
      contentType: 'application/pdf',
      size: 284113,
    },
  },
  offerVerify: {
    params: { id: token },
    query: {},
    response: {
      offerType: offer.offerType,
      state: offer.state,
      offerUseCase: offer.offerUseCase,
      authenticated: false,
      requirements: offer.requirements,
    },
  },
  offerGet: { params: { id: token }, query: {}, response: offer },
  offerPreview: { params: { id: token }, query: {}, response: offer },
  offerAccept: {
    params: { id: token },
    query: {},
    body: {
      personal,
      idDocument: {
        nationality: 'DE',
        documentType: 'idCard',
        documentNumber: 'L01X00T47',
        issuingAuthority: 'Stadt München',
        expiryDate: '2031-08-31',
      },
      payment: {
        iban: 'DE89370400440532013000',
        accountHolder: 'Anna Maria Müller-Lüdenscheidt',
        sepaMandateAccepted: true,
      },
      legal: {
        contractSummaryAcknowledged: true,
        termsAccepted: true,
        withdrawalInfoAcknowledged: true,
        earlyStartRequested: true,
      },
    },
    response: {
      orderReference: 'B-2026-7RWD-3MXF-QK2H',
      postPaymentRedirect: 'paymentProvider',
      redirectUrl: 'https://pay.example.de/checkout/7f3a9c',
    },
  },
  offerSummary: {
    params: { id: token },
    query: {},
    response: {
      orderReference: 'B-2026-7RWD-3MXF-QK2H',
      state: 'confirmed',
      offerType: offer.offerType,
      offerUseCase: 'Standard',
      name: offer.name,
      submittedAt: '2026-01-14T09:41:00+01:00',
      offers: offer.offers,
      personal,
      maskedIban: 'DE** **** **** **** **30 00',
      oneTimePayment: { amount: 99, status: 'captured' },
      postPaymentRedirect: 'paymentProvider',
      totals: { once: 138.99, monthly: 59.98, tax: 22.19, shipping: 0 },
    },
  },
  offerDocument: {
    params: { id: token, documentId: 'summary', fileName: 'Vertragszusammenfassung.pdf' },
    query: { language: 'de' },
  },
  offerReset: {
    params: { id: token },
    query: {},
    body: { resetTo: 'payment' },
    response: { ...offer, state: 'payment' },
  },
  offerPreviewReset: { params: { id: token }, query: {}, response: offer },
  customerDetailsGet: {
    params: { brand: 'o2', id: token },
    query: {},
    response: { ...personal, customerNumber: '4711081500', updatedAt: '2025-09-30T12:00:00+02:00' },
  },
  customerDetailsUpdate: {
    params: { brand: 'o2', id: token },
    query: {},
    body: { contact: personal.contact, address: personal.address },
    response: { ...personal, customerNumber: '4711081500', updatedAt: '2026-01-14T09:50:00+01:00' },
  },
  declineMail: {
    params: {},
    query: { token, brand: 'aldi' },
    response: { result: 'declined', declinedAt: '2026-01-14T09:30:00+01:00' },
  },
  declineMailState: {
    params: {},
    query: { token, brand: 'aldi' },
    response: { declinedAt: '2026-01-14T09:30:00+01:00' },
  },
  entryNovum: {
    params: {},
    query: { id: 'Tm92dW1DYW1wYWlnbjIwMjY' },
    response: { token, useCase: 'Novum' },
  },
  idvGet: {
    params: { id: token },
    query: { language: 'tr' },
    response: {
      status: 'main',
      useCase: 'Standard',
      language: 'tr',
      expiresAt: '2026-01-28T23:59:59+01:00',
    },
  },
  idvMethods: {
    params: { id: token },
    query: {},
    response: {
      methods: [
        { method: 'eid', available: true, durationMinutes: 5 },
        {
          method: 'videoIdent',
          available: false,
          unavailableReason: 'outsideServiceHours',
          availableFrom: '2026-01-19T07:00:00+01:00',
          serviceHours: { weekdays: [1, 2, 3, 4, 5, 6], from: '07:00', to: '22:00' },
          durationMinutes: 10,
        },
        { method: 'postIdent', available: true },
      ],
    },
  },
  idvTrigger: {
    params: { id: token },
    query: { language: 'de' },
    body: { method: 'eid' },
    response: { method: 'eid', providerUrl: 'https://ident.example.de/start/5b1e' },
  },
  validateAddress: {
    params: { brand: 'o2' },
    query: {},
    body: { street: 'Georg-Brauchle-Rng', houseNumber: '50', postalCode: '80992', city: 'München' },
    response: {
      result: 'corrected',
      suggestion: {
        street: 'Georg-Brauchle-Ring',
        houseNumber: '50',
        postalCode: '80992',
        city: 'München',
      },
    },
  },
  validateIban: {
    params: { brand: 'o2' },
    query: {},
    body: { iban: 'de89 3704 0044 0532 0130 00' },
    response: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
  },
  prefilledTerminationConfig: { params: { brand: 'nova' }, query: {}, response: config },
  prefilledTerminationSubmit: {
    params: { brand: 'nova', id: terminationId },
    query: {},
    body: { ...termination, data: prefillData },
    response: receipt,
  },
  prefilledTerminationDownload: {
    params: { brand: 'nova', id: terminationId },
    query: { language: 'de' },
  },
  prefilledTerminationPrefill: {
    params: { brand: 'nova' },
    query: { data: prefillData },
    response: {
      serviceType: 'mobile',
      ...identification,
      email: 'anna.mueller@example.de',
      earliestEndDate: '2026-05-13',
    },
  },
  withdrawalSubmit: {
    params: { brand: 'aldi', id: withdrawalId },
    query: {},
    body: {
      name: 'Anna Maria Müller-Lüdenscheidt',
      order: 'B-2026-K7QM-4XD2-9HPT',
      email: personal.contact.email,
    },
    response: {
      id: withdrawalId,
      receivedAt: '2026-01-14T09:30:00+01:00',
      name: 'Anna Maria Müller-Lüdenscheidt',
      order: 'B-2026-K7QM-4XD2-9HPT',
      email: personal.contact.email,
    },
  },
  withdrawalDownload: { params: { brand: 'aldi', id: withdrawalId }, query: { language: 'de' } },
};
