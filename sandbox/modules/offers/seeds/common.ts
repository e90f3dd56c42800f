import type { OfferItem, Pack, ProductType } from '../../../../src/api/contract/offer.ts';
import type { BillingCycle } from '../../../../src/api/contract/price.ts';
import { recurringCycle } from '../../../../src/documents/prices.ts';
import { siteBrand } from '../brands.ts';
import { requirementsFor, type OfferSeed } from '../build.ts';
import { handset, type HandsetKey } from '../catalog/handsets.ts';
import { pack, type PackKey } from '../catalog/packs.ts';
import { tariff, type TariffKey } from '../catalog/tariffs.ts';

export interface PositionSpec {
  handset?: HandsetKey;
  tariff?: TariffKey;
  packs?: PackKey[];
  /** Existing number the position changes (extension, migration, owner change). */
  phoneNumber?: string;
}

export const O2_NUMBER = '+49 176 23456789';
const handsetTypes = ['mobile', 'myHandy'] as const;
const tariffTypes = ['mobile'] as const;

/**
 * A pack booked with a tariff is charged in the tariff's rhythm: every four weeks with a
 * prepaid one. One offer has one rhythm, which its totals are given in.
 */
const chargedEvery = (booked: Pack, cycle: BillingCycle): Pack =>
  cycle === 'month'
    ? booked
    : {
        ...booked,
        prices: booked.prices.map((entry) =>
          entry.type === 'monthly' ? { ...entry, cycle } : entry,
        ),
      };

/** An offer of one position: a handset in it makes it a handset offer; `more` are its other products. */
export const productsOf = (spec: PositionSpec, ...more: ProductType[]) => ({
  productTypes: [...(spec.handset ? handsetTypes : tariffTypes), ...more],
  items: (): OfferItem[] => {
    const booked = spec.tariff ? tariff(spec.tariff) : undefined;
    const cycle = recurringCycle(booked?.prices ?? []);
    return [
      {
        id: 'pos-1',
        ...(spec.phoneNumber ? { phoneNumber: spec.phoneNumber } : {}),
        ...(spec.handset ? { hardware: handset(spec.handset) } : {}),
        ...(booked ? { tariff: booked } : {}),
        packs: (spec.packs ?? []).map((key) => chargedEvery(pack(key), cycle)),
      },
    ];
  },
});

/** `whiteLabel` or `OfferExpired` as a token or scenario writes it: `white-label`, `offer-expired`. */
export const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/** The steps a tester walks through, derived from what the offer requires. */
function flowOf(seed: Omit<OfferSeed, 'expect'>): string {
  const req = requirementsFor({ ...seed, expect: '' }, siteBrand(seed.brand));
  const steps = [
    req.needsOtp
      ? `one-time code ${seed.otpCode ?? ''}`
      : req.needsLogin
        ? 'brand login (sandbox login page)'
        : undefined,
    'personal data',
    req.needsIdData ? 'ID data' : undefined,
    req.needsPayment ? 'payment (SEPA mandate)' : undefined,
    'summary',
  ].filter(Boolean);
  const after = req.oneTimePaymentAmount
    ? 'the payment provider simulator opens (Bezahlen / Abbrechen / Fehlschlagen)'
    : seed.offerType.startsWith('green_idv')
      ? 'the site stays (redirect none) and points to the identity verification'
      : 'the confirmation page (redirect thankYou)';
  return `Steps: ${steps.join(' → ')}. After accepting, ${after}.`;
}

/** A seed whose expectation is its intro plus the steps it takes. */
export const happy = (intro: string, seed: Omit<OfferSeed, 'expect'>): OfferSeed => ({
  ...seed,
  expect: `${intro} ${flowOf(seed)}`,
});
