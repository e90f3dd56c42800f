import { formatPrice } from '../../../api/contract/formatPrice.ts';
import type { BillingCycle, PriceEntry } from '../../../api/contract/price.ts';
import type { UseText } from '../../../i18n/react.tsx';
import type { MonthlyPhase, PriceLine } from '../../../documents/prices.ts';
import type { TextKey } from '../../../i18n/keys.ts';

const kindKeys: Record<PriceEntry['kind'], TextKey> = {
  charge: 'offerDetails:price.kind.charge',
  discount: 'offerDetails:price.kind.discount',
  shippingfee: 'offerDetails:price.kind.shippingfee',
  connectionfee: 'offerDetails:price.kind.connectionfee',
  unknown: 'offerDetails:price.kind.unknown',
};

/** How often a recurring entry is charged: every month unless it says otherwise. */
export const cycleOf = (entry: Pick<PriceEntry, 'cycle'>): BillingCycle => entry.cycle ?? 'month';

/**
 * What a price line is, in the page's language: a product-specific name the API gives
 * (data, "Online-Vorteil"), a handset's one-off payment or instalment, else its kind.
 */
export function entryLabel(
  t: UseText,
  { entry, source }: Pick<PriceLine, 'entry' | 'source'>,
): string {
  if (entry.label) return entry.label;
  if (source === 'hardware' && entry.kind === 'charge')
    return t(`offerDetails:price.handset.${entry.type}`);
  return t(kindKeys[entry.kind]);
}

/** "für 12 Monate" for a recurring entry that ends; nothing for one that runs on. */
export function entryDuration(t: UseText, entry: PriceEntry): string | undefined {
  if (entry.type !== 'monthly' || entry.months === undefined) return undefined;
  return t(`offerDetails:price.forPeriods.${cycleOf(entry)}`, { count: entry.months });
}

/** The amount with its period: "-5,00 € monatlich", "12,99 € alle 4 Wochen", "39,99 € einmalig". */
export function entryAmount(t: UseText, entry: PriceEntry): string {
  const price = formatPrice(entry.amount);
  return entry.type === 'once'
    ? t('offerDetails:price.once', { price })
    : t(`offerDetails:price.recurring.${cycleOf(entry)}`, { price });
}

/** The label of one recurring total: the only one, from a period on, or for periods from–to. */
export function phaseLabel(
  t: UseText,
  { from, to }: Pick<MonthlyPhase, 'from' | 'to'>,
  phases: number,
  cycle: BillingCycle,
): string {
  const key = `offerDetails:prices.totals.${cycle}` as const;
  if (to === undefined) return phases === 1 ? t(`${key}.total`) : t(`${key}.from`, { from });
  if (from === to) return t(`${key}.month`, { month: from });
  return t(`${key}.phase`, { from, to });
}
