import type { OfferBodyCode } from '../../../../src/api/errors/codes.ts';
import type { BrandKey } from '../brands.ts';
import type { OfferSeed } from '../build.ts';
import { brandOffers } from './brandOffers.ts';
import { kebab } from './common.ts';
import { o2Handset } from './flowOffers.ts';

interface ErrorSpec {
  code: OfferBodyCode;
  /** O2's handset offer unless another brand's offer is named. */
  brand?: BrandKey;
  what: string;
  /** When a seeded failure answers the code; end states are the offer's state instead. */
  at?: 'load' | 'accept';
  seed?: Partial<OfferSeed>;
}

/** An offer with an amount to pay once (and so to reserve on accept). */
const paidOnce = { oneTimePayment: 149 };

/** Every body code of SPEC §8, each on its own token. */
const errors: ErrorSpec[] = [
  { code: 'OfferCancelled', what: 'the offer was withdrawn', seed: { state: 'cancelled' } },
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
  { code: 'OfferBlocked', what: 'the offer is blocked', seed: { state: 'blocked' } },
  {
    code: 'OfferAbandonedPayment',
    what: 'the payment at the provider was abandoned; "pay again" (a payment reset) restarts it',
    seed: { state: 'abandonedPayment', ordered: true, ...paidOnce },
  },
  {
    code: 'OfferIncompatibleState',
    what: 'the offer is in a state the site cannot continue from',
    seed: { state: 'incompatibleState' },
  },
  {
    code: 'OfferPaymentWaitForCapture',
    what: 'the payment is still waiting for capture',
    seed: { state: 'paymentWaitForCapture' },
  },
  {
    code: 'Downtime',
    brand: 'aldi',
    what: 'maintenance: the body carries the downtime window (from/to)',
    at: 'load',
    seed: { downtime: true },
  },
  { code: 'NoHardwareStock', brand: 'aetka', what: 'the handset is out of stock', at: 'load' },
  {
    code: 'ReservationCallHotline',
    brand: 'ayyildiz',
    what: 'the customer must call the shop hotline (shopHotline in the body)',
    at: 'load',
  },
  { code: 'TechnicalProblem', brand: 'nova', what: 'a technical problem (HTTP 500)', at: 'load' },
  { code: 'OfferMismatch', what: 'the offer does not match the customer contract', at: 'load' },
  { code: 'OfferTechError', what: 'a technical error of the offer backend (HTTP 500)', at: 'load' },
  { code: 'NoPaymentMethodsAvailable', what: 'no payment method can be offered', at: 'load' },
  {
    code: 'PersonalDataMissing',
    what: 'on accept: the backend misses personal data',
    at: 'accept',
  },
  {
    code: 'IdentificationDataMissing',
    what: 'on accept: the backend misses ID data',
    at: 'accept',
  },
  {
    code: 'BirthdateNotPresent',
    what: 'on accept: the birth date is missing in the customer record',
    at: 'accept',
  },
  {
    code: 'ReservationAmountCanNotBeBlocked',
    what: 'on accept: the one-time amount cannot be reserved',
    at: 'accept',
    seed: paidOnce,
  },
  {
    code: 'ReservationFoundNoOrder',
    what: 'on accept: a reservation exists but no order',
    at: 'accept',
    seed: paidOnce,
  },
  {
    code: 'ReservationRetryDowntime',
    what: 'on accept: payment reservation in maintenance (downtime window in the body)',
    at: 'accept',
    seed: { ...paidOnce, downtime: true },
  },
  {
    code: 'ReservationRetryLater',
    what: 'on accept: the reservation should be retried later (HTTP 503)',
    at: 'accept',
    seed: paidOnce,
  },
  {
    code: 'ReservationRetryModal',
    what: 'on accept: the site offers to retry in a modal',
    at: 'accept',
    seed: paidOnce,
  },
];

export const errorOffers: OfferSeed[] = errors.map(({ code, brand = 'o2', what, at, seed }) => {
  const base = brand === 'o2' ? o2Handset : brandOffers.find((b) => b.brand === brand);
  if (!base) throw new Error(`No base offer for ${brand}`);
  const onAccept = at === 'accept';
  return {
    brand,
    offerType: base.offerType,
    title: base.title,
    productTypes: base.productTypes,
    items: base.items,
    ...seed,
    ...(at ? { failure: { code, at } } : {}),
    id: `error-${kebab(code)}`,
    scenario: `offer-error-${code}`,
    expect: onAccept
      ? `The offer loads; accepting it answers ${code}: ${what}. The site shows its text for ${code}.`
      : `Opening the link answers ${code}: ${what}. The site shows the offer error page for ${code}.`,
  };
});
