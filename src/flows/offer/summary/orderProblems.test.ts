import { describe, expect, it } from 'vitest';
import { orderProblems } from './orderProblems.ts';

const error = (field: string) => ({ field, code: 'invalid', message: 'x' });

describe('orderProblems', () => {
  it('leads each invalid answer to the step where it was given, once per step', () => {
    expect(
      orderProblems([
        error('personal.address.postalCode'),
        error('personal.birthDate'),
        error('payment.iban'),
        error('idDocument'),
      ]),
    ).toEqual([
      { kind: 'step', step: 'offerPersonalData' },
      { kind: 'step', step: 'offerPayment' },
      { kind: 'step', step: 'offerIdData' },
    ]);
  });

  it('reports what no step can fix once', () => {
    expect(orderProblems([error('headers.idempotency-key'), error('legal.termsAccepted')])).toEqual(
      [{ kind: 'other' }],
    );
  });
});
