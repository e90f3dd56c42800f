import { formatPrice } from '../../../api/contract/formatPrice.ts';
import type { PaymentMethod, Requirements } from '../../../api/contract/offer.ts';
import { useLocale, useText } from '../../../i18n/react.tsx';
import { localeIso } from '../../../routes.ts';
import { PageSection } from '../../../ui/PageSection.tsx';

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

/**
 * How the order is paid, on the offer page before ordering starts (§ 312j (1) BGB): the
 * recurring charges, and a one-time amount with the payment provider's methods.
 */
export function PaymentMethods({ requirements }: { requirements: Requirements }) {
  const t = useText();
  const locale = useLocale();
  const methods = methodsOf(requirements);
  const amount = requirements.oneTimePaymentAmount;
  const providerMethods = methods
    .filter(atProvider)
    .map((method) => t(`offerDetails:paymentMethods.method.${method}`));
  const lines = methods
    .filter(isRecurring)
    .map((method) => t(`offerDetails:paymentMethods.recurring.${method}`));
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
