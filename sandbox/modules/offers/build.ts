import type { ConsentChannels } from '../../../src/api/contract/consent.ts';
import {
  isOtpOfferType,
  type Offer,
  type OfferDocument,
  type OfferItem,
  type OfferState,
  type OfferType,
  type PaymentMethod,
  type ProductType,
  type Requirements,
} from '../../../src/api/contract/offer.ts';
import type { KnownPersonalData } from '../../../src/api/contract/personal.ts';
import { berlinDate } from '../support/berlinTime.ts';
import { siteBrand, type BrandKey, type SiteBrand } from './brands.ts';
import { personas } from './catalog/personas.ts';
import type { OfferFailure, OfferRecord } from './store.ts';
import { maskIban } from './summary.ts';

type LegalDocumentType = OfferDocument['type'];

/** One seeded offer: the data QA needs and what makes the offer behave as the case says. */
export interface OfferSeed {
  /** Token without the brand prefix, e.g. `offer-vvl-0001`. */
  id: string;
  brand: BrandKey;
  /** Scenario name in the list, e.g. `offer-kind-vvl`. */
  scenario: string;
  expect: string;
  offerType: OfferType;
  /** Offer name the customer sees. */
  title: string;
  productTypes: ProductType[];
  items: () => OfferItem[];
  state?: OfferState;
  /** Days from seeding until validUntil; negative for an offer that has expired. */
  validDays?: number;
  /** The brand login is needed (otp types always need their code instead). */
  brandLogin?: boolean;
  otpCode?: string;
  preview?: boolean;
  oneTimePayment?: number;
  failure?: OfferFailure;
  failAcceptWithRedirect?: boolean;
  novum?: boolean;
  /** A maintenance window around the time of seeding. */
  downtime?: boolean;
  /** Seed an order, as if the customer had accepted two days ago… */
  ordered?: boolean;
  /** …or this many days ago. */
  orderedDaysAgo?: number;
}

/** Types that extend or change an existing contract: the customer is known and paying. */
export const existingContract = (type: OfferType) => /_(vvl|tm)(_|$)/.test(type);
const alternative = (type: OfferType) => /^(orange|yellow|greenApm)/.test(type);
const idvType = (type: OfferType) => type.startsWith('green_idv');

export const tokenOf = (seed: Pick<OfferSeed, 'brand' | 'id'>) =>
  `${siteBrand(seed.brand).slug}-${seed.id}`;

/** Every seeded offer has its own customer, so one customer's login opens no other offer. */
export const customerOf = (token: string) => `customer-${token}`;

export function requirementsFor(seed: OfferSeed, brand: SiteBrand): Requirements {
  const type = seed.offerType;
  const known = existingContract(type) || type === 'dealer_correction';
  const otp = isOtpOfferType(type);
  return {
    needsLogin: otp || !!seed.brandLogin,
    needsOtp: otp,
    // Offers of the green IDV types verify the identity afterwards instead of the ID form.
    needsIdData: !known && !idvType(type),
    needsPayment: !known && !brand.prepaid,
    ...(seed.oneTimePayment ? { oneTimePaymentAmount: seed.oneTimePayment } : {}),
    paymentMethods: paymentMethodsFor(known, brand.prepaid, seed.oneTimePayment !== undefined),
    // A known customer pays by the mandate of the contract they have.
    ...(known ? { existingPayment: { method: 'sepaDirectDebit', maskedIban: KNOWN_IBAN } } : {}),
  };
}

/** The running mandate of every seeded existing customer, as the API names it. */
const KNOWN_IBAN = maskIban('DE89370400440532013000');

/** How the seeded order is paid: the recurring charges one way, a one-time amount at the provider. */
function paymentMethodsFor(known: boolean, prepaid: boolean, oneTime: boolean): PaymentMethod[] {
  const recurring: PaymentMethod = known
    ? 'existingPaymentMethod'
    : prepaid
      ? 'prepaidCredit'
      : 'sepaDirectDebit';
  return oneTime ? [recurring, 'creditCard', 'payPal'] : [recurring];
}

/** What the backend already knows of the customer, to prefill the forms. */
export function knownPersonalData(seed: OfferSeed): KnownPersonalData | undefined {
  const persona = personas[seed.brand];
  const type = seed.offerType;
  if (type.startsWith('offer_coc')) return undefined; // the new holder enters everything
  if (existingContract(type) || alternative(type) || type === 'dealer_correction') return persona;
  const { salutation, givenNames, familyName, contact } = persona;
  return { salutation, givenNames, familyName, contact };
}

/** Advertising consent on record: existing customers gave some, new ones none yet. */
export function consentOf(seed: OfferSeed): {
  channels: ConsentChannels;
  updatedAt?: string;
} {
  return existingContract(seed.offerType)
    ? {
        channels: { email: true, phone: false, sms: true, letter: true },
        updatedAt: '2025-06-12T10:15:00+02:00',
      }
    : { channels: { email: false, phone: false, sms: false, letter: false } };
}

const documentFiles: Record<LegalDocumentType, { id: string; title: string; file: string }> = {
  contractSummary: {
    id: 'summary',
    title: 'Vertragszusammenfassung',
    file: 'Vertragszusammenfassung.pdf',
  },
  terms: { id: 'terms', title: 'Allgemeine Geschäftsbedingungen', file: 'AGB.pdf' },
  withdrawal: { id: 'withdrawal', title: 'Widerrufsbelehrung', file: 'Widerrufsbelehrung.pdf' },
  priceList: { id: 'pricelist', title: 'Preisliste', file: 'Preisliste.pdf' },
  privacy: { id: 'privacy', title: 'Datenschutzhinweise', file: 'Datenschutzhinweise.pdf' },
};

export const offerDocuments: OfferDocument[] = Object.entries(documentFiles).map(([type, d]) => ({
  type: type as LegalDocumentType,
  title: d.title,
  documentId: d.id,
  fileName: d.file,
}));

const DAY_MS = 86_400_000;

/** `date` plus whole months, as a calendar date (the day clamped to the month's last). */
function addMonths(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/**
 * What an extension or a tariff migration changes: the customer's tariff now, its price
 * and its minimum term (ending in two months), and the new term's end — an extension
 * adds its term to the running one, a migration starts it today.
 */
function withCurrentContract(item: OfferItem, type: OfferType, now: Date): OfferItem {
  if (!item.tariff) return item;
  const today = berlinDate(now);
  const minimumTermEnd = addMonths(today, 2);
  const extension = /_vvl(_|$)/.test(type);
  return {
    ...item,
    currentContract: {
      tariffName: `${item.tariff.name.replace(/\s+\S+$/, '')} S (2023)`,
      monthlyPrice: 24.99,
      minimumTermEnd,
      newMinimumTermEnd: addMonths(
        extension ? minimumTermEnd : today,
        item.tariff.minimumTermMonths,
      ),
    },
  };
}

export function buildRecord(seed: OfferSeed, index: number, now: Date): OfferRecord {
  const brand = siteBrand(seed.brand);
  const token = tokenOf(seed);
  const personalData = knownPersonalData(seed);
  const offer: Offer = {
    id: `OF-${now.getFullYear()}-${String(100_000 + index).padStart(6, '0')}`,
    offerType: seed.offerType,
    state: seed.state ?? 'open',
    offerUseCase: seed.novum ? 'Novum' : 'Standard',
    name: seed.title,
    productTypes: seed.productTypes,
    bundleType: 'none',
    validUntil: new Date(now.getTime() + (seed.validDays ?? 30) * DAY_MS).toISOString(),
    offers: existingContract(seed.offerType)
      ? seed.items().map((item) => withCurrentContract(item, seed.offerType, now))
      : seed.items(),
    documents: offerDocuments,
    requirements: requirementsFor(seed, brand),
    ...(personalData ? { personalData } : {}),
    ...(seed.downtime
      ? {
          downtime: {
            from: new Date(now.getTime() - 30 * 60_000).toISOString(),
            to: new Date(now.getTime() + 3 * 3_600_000).toISOString(),
          },
        }
      : {}),
    shopHotline: brand.hotline,
  };
  return {
    token,
    brand: brand.slug,
    customerId: customerOf(token),
    access: isOtpOfferType(seed.offerType) ? 'otp' : seed.brandLogin ? 'login' : 'link',
    preview: !!seed.preview,
    offer,
    ...(seed.failure ? { failure: seed.failure } : {}),
    ...(seed.failAcceptWithRedirect ? { failAcceptWithRedirect: true } : {}),
    ...(seed.otpCode ? { otpCode: seed.otpCode } : {}),
  };
}
