import { describe, expect, it } from 'vitest';
import { offerTypes, type OfferType } from '../api/contract/offer.ts';
import { offerFamilies, offerFamily, type OfferFamily } from './offerFamily.ts';

// Written out on purpose: a new offer type in the contract must be placed here by hand.
const expected: [OfferType, OfferFamily][] = [
  ['offer', 'initial'],
  ['offer_otp', 'initial'],
  ['offer_dps', 'initial'],
  ['offer_vvl', 'extension'],
  ['offer_vvl_otp', 'extension'],
  ['offer_dps_vvl', 'extension'],
  ['green_idv_vvl', 'extension'],
  ['green_idv_vvl_otp', 'extension'],
  ['offer_tm', 'migration'],
  ['offer_tm_otp', 'migration'],
  ['green_idv_tm', 'migration'],
  ['green_idv_tm_otp', 'migration'],
  ['offer_coc', 'ownerChange'],
  ['offer_coc_otp', 'ownerChange'],
  ['dealer_correction', 'dealerCorrection'],
  ['orange', 'alternative'],
  ['yellow', 'alternative'],
  ['greenApm', 'alternative'],
  ['orange_vvl', 'alternativeExtension'],
  ['yellow_vvl', 'alternativeExtension'],
  ['greenApm_vvl', 'alternativeExtension'],
  ['orange_tm', 'alternativeMigration'],
  ['yellow_tm', 'alternativeMigration'],
  ['greenApm_tm', 'alternativeMigration'],
  ['green_idv', 'identVerification'],
  ['green_idv_otp', 'identVerification'],
];

describe('offerFamily', () => {
  it.each(expected)('%s → %s', (type, family) => {
    expect(offerFamily(type)).toBe(family);
  });

  it('covers every offer type of the contract', () => {
    expect(expected.map(([type]) => type).sort()).toEqual([...offerTypes].sort());
  });

  it('uses every family, so no intro text is dead', () => {
    const used = new Set(offerTypes.map(offerFamily));
    expect([...used].sort()).toEqual([...offerFamilies].sort());
  });
});
