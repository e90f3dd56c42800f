import type { OfferType } from '../api/contract/offer.ts';

/** An otp variant (`offer_vvl_otp`) is tracked like the type without the suffix. */
type BaseOf<T extends string> = T extends `${infer Base}_otp` ? Base : T;
export type BaseOfferType = BaseOf<OfferType>;

export type OfferKind =
  | 'initial_offer'
  | 'initial_offer_contract_owner_change'
  | 'initial_offer_vertragsverlaengerung'
  | 'initial_offer_tariff_migration'
  | 'lead_offer_dealer_pencil_selling'
  | 'alternative_offer'
  | 'alternative_offer_tariff_migration'
  | 'alternative_offer_vertragsverlaengerung'
  | 'dealer_correction'
  | 'Others';

/** Alternative offers: base 30, contract extension 31, tariff migration 32; every other offer 0. */
export type AlternativeOfferCode = 30 | 31 | 32 | 0;

/**
 * SPEC §4 offer-kind table. Decisions where the spec names a kind but not the type:
 * - initial offer types are `offer` and `green_idv` (an initial offer that needs identity
 *   verification), each with its `_vvl` (contract extension) and `_tm` (tariff migration)
 *   variant; `offer_coc` is the contract owner change.
 * - the dealer pencil selling lead is `offer_dps`, and `offer_dps_vvl` too: the table has no
 *   extension variant for leads, and a lead stays a lead whatever contract it extends.
 * Typed over every base type of the contract, so a new offer type fails the type check here.
 */
const table: Record<BaseOfferType, readonly [OfferKind, AlternativeOfferCode]> = {
  offer: ['initial_offer', 0],
  offer_coc: ['initial_offer_contract_owner_change', 0],
  offer_vvl: ['initial_offer_vertragsverlaengerung', 0],
  offer_tm: ['initial_offer_tariff_migration', 0],
  green_idv: ['initial_offer', 0],
  green_idv_vvl: ['initial_offer_vertragsverlaengerung', 0],
  green_idv_tm: ['initial_offer_tariff_migration', 0],
  offer_dps: ['lead_offer_dealer_pencil_selling', 0],
  offer_dps_vvl: ['lead_offer_dealer_pencil_selling', 0],
  orange: ['alternative_offer', 30],
  yellow: ['alternative_offer', 30],
  greenApm: ['alternative_offer', 30],
  orange_vvl: ['alternative_offer_vertragsverlaengerung', 31],
  yellow_vvl: ['alternative_offer_vertragsverlaengerung', 31],
  greenApm_vvl: ['alternative_offer_vertragsverlaengerung', 31],
  orange_tm: ['alternative_offer_tariff_migration', 32],
  yellow_tm: ['alternative_offer_tariff_migration', 32],
  greenApm_tm: ['alternative_offer_tariff_migration', 32],
  dealer_correction: ['dealer_correction', 0],
};

// Takes any string: a cart stored by an older or newer release may hold a type this one lacks.
function entryOf(type: string | undefined): readonly [OfferKind, AlternativeOfferCode] {
  const base = type?.replace(/_otp$/, '');
  return base !== undefined && Object.hasOwn(table, base)
    ? table[base as BaseOfferType]
    : ['Others', 0];
}

export const offerKind = (type: string | undefined): OfferKind => entryOf(type)[0];

export const alternativeOfferCode = (type: string | undefined): AlternativeOfferCode =>
  entryOf(type)[1];

/** The offer kind fields of an event about `offer`: none where the offer is not known. */
export const kindOf = (offer: { offerType?: OfferType | undefined } | undefined) =>
  offer?.offerType === undefined
    ? {}
    : {
        offerKind: offerKind(offer.offerType),
        alternativeOfferCode: alternativeOfferCode(offer.offerType),
      };
