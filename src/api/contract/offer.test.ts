import { describe, expect, it } from 'vitest';
import { callExamples } from './examples.ts';
import { baseOfferTypes, isOtpOfferType, offerSchema, offerTypes, otpOfferTypes } from './offer.ts';

describe('offer types', () => {
  it('contain every type of SPEC §3', () => {
    expect(offerTypes).toEqual(expect.arrayContaining([...baseOfferTypes]));
    expect(baseOfferTypes).toHaveLength(19);
  });

  it('have exactly three green-IDV otp types', () => {
    const greenIdvOtp = otpOfferTypes.filter((t) => t.startsWith('green_idv'));
    expect(greenIdvOtp.sort()).toEqual(['green_idv_otp', 'green_idv_tm_otp', 'green_idv_vvl_otp']);
  });

  it('mark the otp variants, and only them, as login by one-time code', () => {
    expect(offerTypes.filter(isOtpOfferType)).toEqual([...otpOfferTypes]);
    expect(otpOfferTypes.every((t) => t.endsWith('_otp'))).toBe(true);
  });
});

describe('an offer', () => {
  const offer = callExamples.offerGet.response;

  it('needs at least one position', () => {
    expect(offerSchema.safeParse({ ...offer, offers: [] }).success).toBe(false);
  });

  it('ignores fields it does not know, so the backend can add some', () => {
    const parsed = offerSchema.parse({ ...offer, campaign: 'spring' });
    expect(parsed).not.toHaveProperty('campaign');
  });

  it('rejects a state outside the lifecycle', () => {
    expect(offerSchema.safeParse({ ...offer, state: 'archived' }).success).toBe(false);
  });
});
