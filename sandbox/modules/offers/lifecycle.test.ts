import { describe, expect, it } from 'vitest';
import { offerBodyCodes } from '../../../src/api/errors/codes.ts';
import { offerStates } from '../../../src/api/contract/offer.ts';
import {
  afterPayment,
  canReset,
  effectiveState,
  endStateCodes,
  isEndState,
  stateAfterAccept,
} from './lifecycle.ts';

const validUntil = '2026-03-31T21:59:59Z';

describe('offer lifecycle', () => {
  it('maps every end state to a body code of SPEC §8 and no other state', () => {
    const live = ['open', 'personalData', 'idData', 'payment', 'submitted', 'confirmed'];
    expect(offerStates.filter((state) => !isEndState(state))).toEqual(live);
    for (const code of Object.values(endStateCodes)) expect(offerBodyCodes).toContain(code);
  });

  it('expires an offer that is not accepted yet once validUntil has passed', () => {
    const before = new Date('2026-03-31T21:59:58Z');
    const after = new Date('2026-03-31T21:59:59Z');
    for (const state of ['open', 'personalData', 'idData', 'payment'] as const) {
      expect(effectiveState({ state, validUntil }, before)).toBe(state);
      expect(effectiveState({ state, validUntil }, after)).toBe('expired');
    }
  });

  it('keeps submitted and confirmed orders after validUntil', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(effectiveState({ state: 'submitted', validUntil }, later)).toBe('submitted');
    expect(effectiveState({ state: 'confirmed', validUntil }, later)).toBe('confirmed');
  });

  it('waits for the payment after accept only when a one-time payment is due', () => {
    expect(stateAfterAccept(true)).toBe('payment');
    expect(stateAfterAccept(false)).toBe('submitted');
  });

  it('confirms a paid order, abandons an aborted one and keeps a failed one in payment', () => {
    expect(afterPayment.paid).toEqual({ state: 'confirmed', status: 'captured' });
    expect(afterPayment.aborted).toEqual({ state: 'abandonedPayment', status: 'aborted' });
    expect(afterPayment.failed).toEqual({ state: 'payment', status: 'failed' });
  });

  it('resets to open before the order is submitted and after an abandoned payment only', () => {
    const allowed = offerStates.filter((s) => canReset(s, 'open', undefined));
    expect(allowed).toEqual(['open', 'personalData', 'idData', 'payment', 'abandonedPayment']);
  });

  it('repeats a payment only while one is outstanding, failed or aborted', () => {
    expect(canReset('payment', 'payment', 'failed')).toBe(true);
    expect(canReset('payment', 'payment', 'open')).toBe(true);
    expect(canReset('abandonedPayment', 'payment', 'aborted')).toBe(true);
    expect(canReset('payment', 'payment', undefined)).toBe(false);
    expect(canReset('confirmed', 'payment', 'captured')).toBe(false);
    expect(canReset('submitted', 'payment', undefined)).toBe(false);
  });
});
