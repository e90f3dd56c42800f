import { describe, expect, it } from 'vitest';
import { itForEveryKey } from '../testing/rowPerKey.ts';
import { offerTypes, type OfferType } from '../api/contract/offer.ts';
import {
  alternativeOfferCode,
  offerKind,
  type AlternativeOfferCode,
  type OfferKind,
} from './offerKind.ts';

/** The tracking plan's view: each kind with its code and the offer types it covers. */
const kinds: [OfferKind, AlternativeOfferCode, OfferType[]][] = [
  ['initial_offer', 0, ['offer', 'offer_otp', 'green_idv', 'green_idv_otp']],
  ['initial_offer_contract_owner_change', 0, ['offer_coc', 'offer_coc_otp']],
  [
    'initial_offer_vertragsverlaengerung',
    0,
    ['offer_vvl', 'offer_vvl_otp', 'green_idv_vvl', 'green_idv_vvl_otp'],
  ],
  [
    'initial_offer_tariff_migration',
    0,
    ['offer_tm', 'offer_tm_otp', 'green_idv_tm', 'green_idv_tm_otp'],
  ],
  ['lead_offer_dealer_pencil_selling', 0, ['offer_dps', 'offer_dps_vvl']],
  ['alternative_offer', 30, ['orange', 'yellow', 'greenApm']],
  ['alternative_offer_vertragsverlaengerung', 31, ['orange_vvl', 'yellow_vvl', 'greenApm_vvl']],
  ['alternative_offer_tariff_migration', 32, ['orange_tm', 'yellow_tm', 'greenApm_tm']],
  ['dealer_correction', 0, ['dealer_correction']],
];

const expected = Object.fromEntries(
  kinds.flatMap(([kind, code, types]) => types.map((type) => [type, [kind, code]])),
) as Record<OfferType, [OfferKind, AlternativeOfferCode]>;

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
