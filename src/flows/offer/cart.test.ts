import { describe, expect, it } from 'vitest';
import { callExamples } from '../../api/contract/examples.ts';
import { cartSchema } from '../../stores/cart.ts';
import { buildCart } from './cart.ts';

const offer = callExamples.offerGet.response;
const token = 'Q2hhbmdlTWUxMjM0NTY3OA';

describe('buildCart', () => {
  it('builds a valid cart from the offer, keeping positions and product types', () => {
    const cart = cartSchema.parse(buildCart(offer, token));
    expect(cart.token).toBe(token);
    expect(cart.offerId).toBe(offer.id);
    expect(cart.offers).toEqual(offer.offers);
    expect(cart.productTypes).toEqual(offer.productTypes);
    // Every offer event of later steps reports the offer-kind.
    expect(cart.offerType).toBe(offer.offerType);
    // Later steps decide which of them the offer needs from these.
    expect(cart.requirements).toEqual(offer.requirements);
    expect(cart.redirectedFromPaymentProvider).toBe(false);
  });

  it('carries no personal data, even when the offer knows some', () => {
    const cart = buildCart({ ...offer, personalData: offer.personalData }, token);
    expect(JSON.stringify(cart)).not.toMatch(/birth|familyName|iban/i);
  });
});
