import type { OfferBodyCode } from '../../../../src/api/errors/codes.ts';
import type { BrandKey } from '../brands.ts';
import type { OfferSeed } from '../build.ts';
import { brandOffers } from './brandOffers.ts';
import { o2Handset } from './flowOffers.ts';

interface ErrorSpec {
  code: OfferBodyCode;
  brand: BrandKey;
  what: string;
  /** End states are the offer's state; other codes are seeded failures. */
  seed: Partial<OfferSeed>;
}

const atLoad = (code: OfferBodyCode) => ({ failure: { code, at: 'load' as const } });
const atAccept = (code: OfferBodyCode) => ({
  failure: { code, at: 'accept' as const },
  oneTimePayment: 149,
});

/** Every body code of SPEC §8, each on its own token. */
const errors: ErrorSpec[] = [
  {
    code: 'OfferCancelled',
    brand: 'o2',
    what: 'the offer was withdrawn',
    seed: { state: 'cancelled' },
  },
  {
    code: 'OfferConsumed',
    brand: 'spice',
    what: 'the offer was already accepted elsewhere',
    seed: { state: 'consumed' },
  },
  {
    code: 'OfferExpired',
    brand: 'ortel',
    what: 'the offer ran out yesterday (validUntil in the past)',
    seed: { validDays: -1 },
  },
  {
    code: 'OfferWithdrawn',
    brand: 'aldi',
    what: 'the customer withdrew the order (withdrawal function)',
    seed: { state: 'withdrawn', ordered: true },
  },
  { code: 'OfferBlocked', brand: 'o2', what: 'the offer is blocked', seed: { state: 'blocked' } },
  {
    code: 'OfferAbandonedPayment',
    brand: 'o2',
    what: 'the payment at the provider was abandoned; "pay again" (a payment reset) restarts it',
    seed: { state: 'abandonedPayment', ordered: true, oneTimePayment: 149 },
  },
  {
    code: 'OfferIncompatibleState',
    brand: 'o2',
    what: 'the offer is in a state the site cannot continue from',
    seed: { state: 'incompatibleState' },
  },
  {
    code: 'OfferPaymentWaitForCapture',
    brand: 'o2',
    what: 'the payment is still waiting for capture',
    seed: { state: 'paymentWaitForCapture' },
  },
  {
    code: 'Downtime',
    brand: 'aldi',
    what: 'maintenance: the body carries the downtime window (from/to)',
    seed: { ...atLoad('Downtime'), downtime: true },
  },
  {
    code: 'NoHardwareStock',
    brand: 'aetka',
    what: 'the handset is out of stock',
    seed: atLoad('NoHardwareStock'),
  },
  {
    code: 'ReservationCallHotline',
    brand: 'ayyildiz',
    what: 'the customer must call the shop hotline (shopHotline in the body)',
    seed: atLoad('ReservationCallHotline'),
  },
  {
    code: 'TechnicalProblem',
    brand: 'nova',
    what: 'a technical problem (HTTP 500)',
    seed: atLoad('TechnicalProblem'),
  },
  {
    code: 'OfferMismatch',
    brand: 'o2',
    what: 'the offer does not match the customer contract',
    seed: atLoad('OfferMismatch'),
  },
  {
    code: 'OfferTechError',
    brand: 'o2',
    what: 'a technical error of the offer backend (HTTP 500)',
    seed: atLoad('OfferTechError'),
  },
  {
    code: 'NoPaymentMethodsAvailable',
    brand: 'o2',
    what: 'no payment method can be offered',
    seed: atLoad('NoPaymentMethodsAvailable'),
  },
  {
    code: 'PersonalDataMissing',
    brand: 'o2',
    what: 'on accept: the backend misses personal data',
    seed: { failure: { code: 'PersonalDataMissing', at: 'accept' } },
  },
  {
    code: 'IdentificationDataMissing',
    brand: 'o2',
    what: 'on accept: the backend misses ID data',
    seed: { failure: { code: 'IdentificationDataMissing', at: 'accept' } },
  },
  {
    code: 'BirthdateNotPresent',
    brand: 'o2',
    what: 'on accept: the birth date is missing in the customer record',
    seed: { failure: { code: 'BirthdateNotPresent', at: 'accept' } },
  },
  {
    code: 'ReservationAmountCanNotBeBlocked',
    brand: 'o2',
    what: 'on accept: the one-time amount cannot be reserved',
    seed: atAccept('ReservationAmountCanNotBeBlocked'),
  },
  {
    code: 'ReservationFoundNoOrder',
    brand: 'o2',
    what: 'on accept: a reservation exists but no order',
    seed: atAccept('ReservationFoundNoOrder'),
  },
  {
    code: 'ReservationRetryDowntime',
    brand: 'o2',
    what: 'on accept: payment reservation in maintenance (downtime window in the body)',
    seed: { ...atAccept('ReservationRetryDowntime'), downtime: true },
  },
  {
    code: 'ReservationRetryLater',
    brand: 'o2',
    what: 'on accept: the reservation should be retried later (HTTP 503)',
    seed: atAccept('ReservationRetryLater'),
  },
  {
    code: 'ReservationRetryModal',
    brand: 'o2',
    what: 'on accept: the site offers to retry in a modal',
    seed: atAccept('ReservationRetryModal'),
  },
];

const kebab = (code: string) => code.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

export const errorOffers: OfferSeed[] = errors.map(({ code, brand, what, seed }) => {
  const base = brand === 'o2' ? o2Handset : brandOffers.find((b) => b.brand === brand);
  if (!base) throw new Error(`No base offer for ${brand}`);
  const onAccept = seed.failure?.at === 'accept';
  return {
    brand,
    offerType: base.offerType,
    title: base.title,
    productTypes: base.productTypes,
    items: base.items,
    ...seed,
    id: `error-${kebab(code)}`,
    scenario: `offer-error-${code}`,
    expect: onAccept
      ? `The offer loads; accepting it answers ${code}: ${what}. The site shows its text for ${code}.`
      : `Opening the link answers ${code}: ${what}. The site shows the offer error page for ${code}.`,
  };
});
