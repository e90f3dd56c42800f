import { describe, expect, it } from 'vitest';
import { postPaymentRedirectSchema } from '../../../api/contract/order.ts';
import { testText } from '../../../i18n/testing.ts';
import { thankYou } from './thankYou.ts';

const said = (ending: Parameters<typeof thankYou>[0], withDevice = true, paid = true) => {
  const { pendingIdentity, next } = thankYou(ending, { withDevice, paid });
  return { pendingIdentity, next: next.map((key) => testText(key).slice(0, 30)) };
};

describe('what the confirmation says happens next', () => {
  it('has its own words for every way an order goes on', () => {
    const endings = postPaymentRedirectSchema.options.filter((ending) => ending !== 'error');
    const texts = endings.map((ending) => JSON.stringify(said(ending)));
    expect(new Set(texts).size).toBe(endings.length);
  });

  it('none: the identity check comes first, delivery and activation wait for it', () => {
    const { pendingIdentity, next } = thankYou('none', { withDevice: true, paid: false });
    expect(pendingIdentity).toBe(true);
    expect(next).toEqual([
      'summary:confirmation.next.email',
      'summary:confirmation.next.identity',
      'summary:confirmation.next.deliveryAfterIdentity',
      'summary:confirmation.next.activationAfterIdentity',
    ]);
    expect(next).not.toContain('summary:confirmation.next.activation');
  });

  it('paymentProvider: the payment confirmed first, once the provider has it', () => {
    expect(thankYou('paymentProvider', { withDevice: false, paid: true }).next).toEqual([
      'summary:confirmation.next.paid',
      'summary:confirmation.next.email',
      'summary:confirmation.next.activation',
    ]);
    expect(thankYou('paymentProvider', { withDevice: false, paid: false }).next).not.toContain(
      'summary:confirmation.next.paid',
    );
  });

  it('thankYou, or nothing said: the order is in, the tariff active by the next working day', () => {
    for (const ending of ['thankYou', undefined] as const)
      expect(thankYou(ending, { withDevice: true, paid: false })).toEqual({
        pendingIdentity: false,
        next: [
          'summary:confirmation.next.email',
          'summary:confirmation.next.delivery',
          'summary:confirmation.next.activation',
        ],
      });
  });
});
