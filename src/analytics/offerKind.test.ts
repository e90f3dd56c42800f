import { describe, expect, it } from 'vitest';
import { itForEveryKey } from '../testing/rowPerKey.ts';
import { offerTypes, type OfferType } from '../api/contract/offer.ts';
import {
  alternativeOfferCode,
  offerKind,
  type AlternativeOfferCode,
  type OfferKind,
} from './offerKind.ts';

const expected: Record<OfferType, [OfferKind, AlternativeOfferCode]> = {
  offer: ['initial_offer', 0],
  offer_otp: ['initial_offer', 0],
  green_idv: ['initial_offer', 0],
  green_idv_otp: ['initial_offer', 0],
  offer_coc: ['initial_offer_contract_owner_change', 0],
  offer_coc_otp: ['initial_offer_contract_owner_change', 0],
  offer_vvl: ['initial_offer_vertragsverlaengerung', 0],
  offer_vvl_otp: ['initial_offer_vertragsverlaengerung', 0],
  green_idv_vvl: ['initial_offer_vertragsverlaengerung', 0],
  green_idv_vvl_otp: ['initial_offer_vertragsverlaengerung', 0],
  offer_tm: ['initial_offer_tariff_migration', 0],
  offer_tm_otp: ['initial_offer_tariff_migration', 0],
  green_idv_tm: ['initial_offer_tariff_migration', 0],
  green_idv_tm_otp: ['initial_offer_tariff_migration', 0],
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

describe('offer kind and alternative-offer code', () => {
  itForEveryKey(offerTypes, expected, '%s → %s, code %i', (type, kind, code) => {
    expect(offerKind(type)).toBe(kind);
    expect(alternativeOfferCode(type)).toBe(code);
  });

  it.each([['unknown_type'], [''], [undefined], ['toString'], ['orange_vvl_tm'], ['_otp']])(
    'tracks %j as Others with code 0',
    (type) => {
      expect(offerKind(type)).toBe('Others');
      expect(alternativeOfferCode(type)).toBe(0);
    },
  );
});
