import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../app.ts';
import { personas } from './catalog/personas.ts';
import { canonicalReference, ORDER_REFERENCE_RULE } from './orderReference.ts';
import { offerStore } from './store.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The 60-bit number behind a reference's random part. */
const valueOf = (reference: string) =>
  [...reference.slice(7).replace(/-/g, '')].reduce(
    (n, ch) => n * 32n + BigInt(ALPHABET.indexOf(ch)),
    0n,
  );

describe('order references', () => {
  it('of two consecutive orders share no sequence: random, readable, 60 bits apart', () => {
    const { ctx } = createSandbox({ quiet: true, modules: [] });
    const { orders } = offerStore(ctx.db);
    const order = (token: string) =>
      orders.create({ token, submittedAt: '2026-01-14T08:30:00Z', personal: personas.o2 }, 2026)
        .reference;
    const first = order('first-order-token-0001');
    const second = order('second-order-token-0002');
    expect(first).toMatch(ORDER_REFERENCE_RULE);
    expect(second).toMatch(ORDER_REFERENCE_RULE);
    // Sequential references differ by one; random ones by about 2^59 (2^-39 to fail).
    const distance = valueOf(first) - valueOf(second);
    expect(distance * distance).toBeGreaterThan(2n ** 40n);
    expect(orders.byReference(first)?.token).toBe('first-order-token-0001');
  });

  it('reads a reference as typed: lower case, without dashes, O for 0, I and L for 1', () => {
    expect(canonicalReference('b2026k7qm4xd29hpt')).toBe('B-2026-K7QM-4XD2-9HPT');
    expect(canonicalReference('B-2026-K7QM-4XDO-IHPL')).toBe('B-2026-K7QM-4XD0-1HP1');
    expect(canonicalReference('aldi-order-withdrawable-0001')).toBe('aldi-order-withdrawable-0001');
  });
});
