import './offer-steps.css';
import { useState } from 'react';
import { formatPrice } from '../../api/contract/formatPrice.ts';
import { useText } from '../../i18n/react.tsx';
import type { Cart } from '../../stores/cart.ts';
import { Data } from '../../ui/Data.tsx';
import { Fact, Facts } from './details/Facts.tsx';
import { offerTitle } from '../../documents/offerTitle.ts';
import { phaseLabel } from './details/priceText.ts';
import { monthlyPhases, periodTotal, priceLines, recurringCycle } from '../../documents/prices.ts';

/** Wide enough for the order beside the form; on phones it starts folded above it. */
const WIDE = '(min-width: 60em)';

/**
 * What the customer is ordering while they answer the steps: the offer, the recurring
 * totals per period, the one-off total and the device. Open beside the form on wide
 * screens, folded to one line with the first recurring total on phones.
 */
export function OrderInView({ cart }: { cart: Pick<Cart, 'offerType' | 'offers'> }) {
  const t = useText();
  const [open] = useState(() => window.matchMedia?.(WIDE).matches ?? true);
  const entries = priceLines(cart.offers).map((line) => line.entry);
  const phases = monthlyPhases(entries);
  const cycle = recurringCycle(entries);
  const once = entries.some((entry) => entry.type === 'once')
    ? periodTotal(entries, 'once')
    : undefined;
  const devices = cart.offers.flatMap((item) => (item.hardware ? [item.hardware] : []));
  const first = phases[0];
  return (
    <details className="order-in-view" open={open}>
      <summary>
        <span>{t('offer:orderInView.heading')}</span>
        {first && (
          <span>
            {t(`offerDetails:price.recurring.${cycle}`, { price: formatPrice(first.amount) })}
          </span>
        )}
      </summary>
      {cart.offerType && (
        <p className="order-in-view__title">
          {offerTitle(t, { offerType: cart.offerType, offers: cart.offers })}
        </p>
      )}
      <Facts>
        {phases.map((phase) => (
          <Fact key={phase.from} term={phaseLabel(t, phase, phases.length, cycle)}>
            {formatPrice(phase.amount)}
          </Fact>
        ))}
        {once !== undefined && <Fact term={t('offer:orderInView.once')}>{formatPrice(once)}</Fact>}
        {devices.map((device) => (
          <Fact key={device.id} term={t('offer:orderInView.device')}>
            <Data>{`${device.manufacturer} ${device.name}`}</Data>
          </Fact>
        ))}
      </Facts>
    </details>
  );
}
