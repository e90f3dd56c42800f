import { formatPrice } from '../../../api/contract/formatPrice.ts';
import type { PriceEntry, PricePeriod } from '../../../api/contract/price.ts';
import type { UseText } from '../../../i18n/react.tsx';
import type { MonthlyPhase } from './prices.ts';

const kindKeys: Record<PriceEntry['kind'], string> = {
  charge: 'offerDetails:price.kind.charge',
  discount: 'offerDetails:price.kind.discount',
  shippingfee: 'offerDetails:price.kind.shippingfee',
  connectionfee: 'offerDetails:price.kind.connectionfee',
  unknown: 'offerDetails:price.kind.unknown',
};

const periodKeys: Record<PricePeriod, string> = {
  monthly: 'offerDetails:price.monthly',
  once: 'offerDetails:price.once',
};

/** The entry's own label ("Online-Vorteil"), else what its kind is ("Rabatt"). */
export function entryLabel(t: UseText, entry: PriceEntry): string {
  return entry.label ?? t(kindKeys[entry.kind]);
}

/** "für 12 Monate" for a monthly entry that ends; nothing for one that runs on. */
export function entryDuration(t: UseText, entry: PriceEntry): string | undefined {
  if (entry.type !== 'monthly' || entry.months === undefined) return undefined;
  return t('offerDetails:price.forMonths', { count: entry.months });
}

/** The amount with its period: "-5,00 € monatlich", "39,99 € einmalig". */
export function entryAmount(t: UseText, entry: PriceEntry): string {
  return t(periodKeys[entry.type], { price: formatPrice(entry.amount) });
}

/** The label of one monthly total: the only one, from a month on, or for months from–to. */
export function phaseLabel(
  t: UseText,
  { from, to }: Pick<MonthlyPhase, 'from' | 'to'>,
  phases: number,
): string {
  if (to === undefined)
    return phases === 1
      ? t('offerDetails:prices.monthlyTotal')
      : t('offerDetails:prices.monthlyTotalFrom', { from });
  if (from === to) return t('offerDetails:prices.monthlyTotalMonth', { month: from });
  return t('offerDetails:prices.monthlyTotalPhase', { from, to });
}
