import { describe, expect, it } from 'vitest';
import { callExamples } from '../../api/contract/examples.ts';
import { cartSchema } from '../../stores/cart.ts';
import { buildCart, nextStepAfterOffer } from './cart.ts';

const offer = callExamples.offerGet.response;
const token = 'Q2hhbmdlTWUxMjM0NTY3OA';

describe('buildCart', () => {
  it('builds a valid cart from the offer, keeping positions, product types and use case', () => {
    const cart = cartSchema.parse(buildCart(offer, token));
    expect(cart.token).toBe(token);
    expect(cart.offerId).toBe(offer.id);
    expect(cart.offers).toEqual(offer.offers);
    expect(cart.productTypes).toEqual(offer.productTypes);
    expect(cart.useCase).toBe(offer.offerUseCase);
    expect(cart.redirectedFromPaymentProvider).toBe(false);
  });

  it('carries no personal data, even when the offer knows some', () => {
    const cart = buildCart({ ...offer, personalData: offer.personalData }, token);
    expect(JSON.stringify(cart)).not.toMatch(/birth|familyName|iban/i);
  });
});

describe('nextStepAfterOffer', () => {
  const needs = (login: boolean, otp: boolean) => ({
    requirements: { ...offer.requirements, needsLogin: login, needsOtp: otp },
  });
  it('asks for the login first when the offer needs one (brand login or one-time code)', () => {
    expect(nextStepAfterOffer(needs(true, false))).toBe('offerLogin');
    expect(nextStepAfterOffer(needs(false, true))).toBe('offerLogin');
  });
  it('goes straight to the personal data otherwise', () => {
    expect(nextStepAfterOffer(needs(false, false))).toBe('offerPersonalData');
  });
});
