// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Requirements } from '../../../api/contract/offer.ts';
import { PaymentMethods } from './PaymentMethods.tsx';
import { renderDetails } from './testing.tsx';

const steps: Requirements = {
  needsLogin: false,
  needsOtp: false,
  needsIdData: true,
  needsPayment: true,
};

const lines = () =>
  screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '));

describe('PaymentMethods', () => {
  it('names the recurring way and the provider’s methods for a one-time amount', () => {
    renderDetails(
      <PaymentMethods
        requirements={{
          ...steps,
          oneTimePaymentAmount: 49,
          paymentMethods: ['sepaDirectDebit', 'creditCard', 'payPal'],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'So bezahlen Sie' })).toBeVisible();
    expect(lines()).toEqual([
      'Laufende Kosten: per SEPA-Lastschrift von Ihrem Girokonto. Ihre IBAN geben Sie vor der Bestellung an.',
      'Einmalig 49,00 €: nach der Bestellung bei unserem Zahlungsanbieter, per Kreditkarte oder PayPal.',
    ]);
  });

  it('says prepaid credit or the existing contract’s way where no SEPA mandate is asked', () => {
    const { unmount } = renderDetails(
      <PaymentMethods
        requirements={{ ...steps, needsPayment: false, paymentMethods: ['prepaidCredit'] }}
      />,
    );
    expect(lines()).toEqual(['Laufende Kosten: von Ihrem Prepaid-Guthaben.']);
    unmount();
    renderDetails(
      <PaymentMethods
        requirements={{ ...steps, needsPayment: false, paymentMethods: ['existingPaymentMethod'] }}
      />,
      { locale: 'en' },
    );
    expect(lines()).toEqual([
      'Ongoing charges: through the payment method of your existing contract.',
    ]);
  });

  it('falls back to what the steps tell when the API names no methods', () => {
    renderDetails(<PaymentMethods requirements={{ ...steps, oneTimePaymentAmount: 9.99 }} />);
    expect(lines()).toEqual([
      'Laufende Kosten: per SEPA-Lastschrift von Ihrem Girokonto. Ihre IBAN geben Sie vor der Bestellung an.',
      'Einmalig 9,99 €: nach der Bestellung bei unserem Zahlungsanbieter.',
    ]);
  });
});
