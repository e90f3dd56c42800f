// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfferItem, Requirements } from '../../../api/contract/offer.ts';
import { PaymentMethods } from './PaymentMethods.tsx';
import { charge, pack, renderDetails } from './testing.tsx';

const steps: Requirements = {
  needsLogin: false,
  needsOtp: false,
  needsIdData: true,
  needsPayment: true,
};

/** A position of only monthly prices: nothing one-time to bill. */
const monthlyOnly: OfferItem[] = [
  { id: '1', packs: [pack('P', 'Pack', 'Option', charge('monthly', 5))] },
];

/** A position with a device (88,99 €) and a connection fee (4,99 €) to pay once. */
const withOneTime: OfferItem[] = [
  {
    id: '1',
    packs: [
      pack('D', 'Pack', 'Gerät', charge('once', 88.99), charge('monthly', 10)),
      pack('C', 'Pack', 'Anschluss', charge('once', 4.99, { kind: 'connectionfee' })),
    ],
  },
];

const lines = () =>
  screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '));

describe('PaymentMethods', () => {
  it('names the recurring way and the provider’s methods for a one-time amount', () => {
    renderDetails(
      <PaymentMethods
        items={monthlyOnly}
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
        items={monthlyOnly}
        requirements={{ ...steps, needsPayment: false, paymentMethods: ['prepaidCredit'] }}
      />,
    );
    expect(lines()).toEqual(['Laufende Kosten: von Ihrem Prepaid-Guthaben.']);
    unmount();
    renderDetails(
      <PaymentMethods
        items={monthlyOnly}
        requirements={{ ...steps, needsPayment: false, paymentMethods: ['existingPaymentMethod'] }}
      />,
      { locale: 'en' },
    );
    expect(lines()).toEqual([
      'Ongoing charges: through the payment method of your existing contract.',
    ]);
  });

  it('falls back to what the steps tell when the API names no methods', () => {
    renderDetails(
      <PaymentMethods
        items={monthlyOnly}
        requirements={{ ...steps, oneTimePaymentAmount: 9.99 }}
      />,
    );
    expect(lines()).toEqual([
      'Laufende Kosten: per SEPA-Lastschrift von Ihrem Girokonto. Ihre IBAN geben Sie vor der Bestellung an.',
      'Einmalig 9,99 €: nach der Bestellung bei unserem Zahlungsanbieter.',
    ]);
  });

  it('names how one-time prices not paid at a provider are paid: with the first bill', () => {
    const { unmount } = renderDetails(
      <PaymentMethods
        items={withOneTime}
        requirements={{ ...steps, paymentMethods: ['sepaDirectDebit'] }}
      />,
    );
    expect(lines()).toEqual([
      'Laufende Kosten: per SEPA-Lastschrift von Ihrem Girokonto. Ihre IBAN geben Sie vor der Bestellung an.',
      'Einmalig 93,98 €: mit Ihrer ersten Rechnung, per SEPA-Lastschrift.',
    ]);
    unmount();
    // Part of it at the provider: the rest with the bill.
    renderDetails(
      <PaymentMethods
        items={withOneTime}
        requirements={{
          ...steps,
          oneTimePaymentAmount: 88.99,
          paymentMethods: ['prepaidCredit', 'payPal'],
        }}
      />,
    );
    expect(lines()).toEqual([
      'Laufende Kosten: von Ihrem Prepaid-Guthaben.',
      'Einmalig 88,99 €: nach der Bestellung bei unserem Zahlungsanbieter, per PayPal.',
      'Einmalig 4,99 €: von Ihrem Prepaid-Guthaben.',
    ]);
  });

  it('names the existing contract’s own way where the API knows it', () => {
    const existing = {
      ...steps,
      needsPayment: false,
      paymentMethods: ['existingPaymentMethod' as const],
    };
    const { unmount } = renderDetails(
      <PaymentMethods
        items={withOneTime}
        requirements={{
          ...existing,
          existingPayment: { method: 'sepaDirectDebit', maskedIban: 'DE** **** **** **** **30 00' },
        }}
      />,
    );
    expect(lines()).toEqual([
      'Laufende Kosten: wie bisher per SEPA-Lastschrift von Ihrem Konto DE** **** **** **** **30 00.',
      'Einmalig 93,98 €: mit Ihrer nächsten Rechnung, bezahlt wie Ihre laufenden Kosten.',
    ]);
    unmount();
    renderDetails(
      <PaymentMethods
        items={monthlyOnly}
        requirements={{ ...existing, existingPayment: { method: 'invoice' } }}
      />,
      { locale: 'tr' },
    );
    expect(lines()).toEqual(['Düzenli ücretler: eskisi gibi her faturadan sonra havale ile.']);
  });
});
