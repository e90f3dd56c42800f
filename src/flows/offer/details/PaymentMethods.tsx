import { formatPrice } from '../../../api/contract/formatPrice.ts';
import type { OfferItem, PaymentMethod, Requirements } from '../../../api/contract/offer.ts';
import type { TextKey } from '../../../i18n/keys.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useTexts } from '../../../i18n/react.tsx';
import { localeIso } from '../../../routes.ts';
import { PageSection } from '../../../ui/PageSection.tsx';
import { periodTotal, priceLines } from '../../../documents/prices.ts';

type Recurring = Extract<
  PaymentMethod,
  'sepaDirectDebit' | 'existingPaymentMethod' | 'prepaidCredit'
>;
type AtProvider = Exclude<PaymentMethod, Recurring>;

const recurring = new Set<PaymentMethod>([
  'sepaDirectDebit',
  'existingPaymentMethod',
  'prepaidCredit',
]);
const isRecurring = (method: PaymentMethod): method is Recurring => recurring.has(method);
const atProvider = (method: PaymentMethod): method is AtProvider => !recurring.has(method);

/** What the API says, or what its steps tell where it says nothing: SEPA, and a provider. */
function methodsOf(requirements: Requirements): readonly PaymentMethod[] {
  return (
    requirements.paymentMethods ?? (requirements.needsPayment ? (['sepaDirectDebit'] as const) : [])
  );
}

/** The recurring charges' way: for an existing contract its own, named where the API knows it. */
function recurringLine(t: Translate, method: Recurring, requirements: Requirements): string {
  const existing = requirements.existingPayment;
  if (method === 'existingPaymentMethod' && existing?.method === 'invoice')
    return t('offerDetails:paymentMethods.existing.invoice');
  if (method === 'existingPaymentMethod' && existing?.maskedIban)
    return t('offerDetails:paymentMethods.existing.sepaDirectDebit', { iban: existing.maskedIban });
  return t(`offerDetails:paymentMethods.recurring.${method}`);
}

const billedOnce: Record<Recurring | 'any', TextKey> = {
  sepaDirectDebit: 'offerDetails:paymentMethods.onceBilled.sepaDirectDebit',
  existingPaymentMethod: 'offerDetails:paymentMethods.onceBilled.existingPaymentMethod',
  prepaidCredit: 'offerDetails:paymentMethods.onceBilled.prepaidCredit',
  any: 'offerDetails:paymentMethods.onceBilled.any',
};

export interface PaymentMethodsProps {
  requirements: Requirements;
  /** The offer's positions: their one-time prices not paid at the provider are billed. */
  items: readonly OfferItem[];
}

/**
 * How the order is paid, on the offer page before ordering starts (§ 312j (1) BGB): the
 * recurring charges (for an existing contract, its own way), a one-time amount with the
 * payment provider's methods, and the other one-time prices (a device, a connection fee)
 * with the bill that carries them.
 */
export function PaymentMethods({ requirements, items }: PaymentMethodsProps) {
  const { t, locale } = useTexts();
  const methods = methodsOf(requirements);
  const amount = requirements.oneTimePaymentAmount;
  const providerMethods = methods
    .filter(atProvider)
    .map((method) => t(`offerDetails:paymentMethods.method.${method}`));
  const recurringMethods = methods.filter(isRecurring);
  const lines = recurringMethods.map((method) => recurringLine(t, method, requirements));
  if (amount !== undefined)
    lines.push(
      providerMethods.length > 0
        ? t('offerDetails:paymentMethods.once', {
            amount: formatPrice(amount),
            methods: new Intl.ListFormat(localeIso[locale], { type: 'disjunction' }).format(
              providerMethods,
            ),
          })
        : t('offerDetails:paymentMethods.onceAtProvider', { amount: formatPrice(amount) }),
    );
  const once = periodTotal(
    priceLines(items).map((line) => line.entry),
    'once',
  );
  const billed = Math.round((once - (amount ?? 0)) * 100) / 100;
  if (billed > 0)
    lines.push(t(billedOnce[recurringMethods[0] ?? 'any'], { amount: formatPrice(billed) }));
  if (lines.length === 0) return null;
  return (
    <PageSection heading={t('offerDetails:paymentMethods.heading')}>
      <ul className="offer-details__payment-methods">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </PageSection>
  );
}
