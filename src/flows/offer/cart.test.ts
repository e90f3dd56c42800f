import { describe, expect, it } from 'vitest';
import { callExamples } from '../../api/contract/examples.ts';
import { buildCart } from './cart.ts';

const offer = callExamples.offerGet.response;
const token = 'Q2hhbmdlTWUxMjM0NTY3OA';

describe('buildCart', () => {
  it('carries no personal data, even when the offer knows some', () => {
    const cart = buildCart({ ...offer, personalData: offer.personalData }, token);
    expect(JSON.stringify(cart)).not.toMatch(/birth|familyName|iban/i);
  });
});
