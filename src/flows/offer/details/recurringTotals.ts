import type { BillingCycle } from '../../../api/contract/price.ts';
import type { MonthlyPhase } from '../../../documents/prices.ts';
import type { UseText } from '../../../i18n/react.tsx';
import { phaseLabel } from './priceText.ts';

/** A total of the recurring prices as shown: its label and amount. */
export interface RecurringTotal {
  label: string;
  amount: number;
}

/** Four-weekly periods in a year: what turns a four-weekly amount into a month's share. */
const PERIODS_A_YEAR = 13;

/**
 * The recurring totals, one per phase; a four-weekly offer's each also as a month's share,
 * the monthly total costs the law asks of a subscription billed otherwise (§ 312j (2) BGB
 * with Art. 246a § 1 (1) Nr. 5 EGBGB): on the offer and in the summary. A module of its own,
 * so the steps' order overview, which shows the totals alone, does not load it.
 */
export function recurringTotals(
  t: UseText,
  phases: readonly MonthlyPhase[],
  cycle: BillingCycle,
): RecurringTotal[] {
  return phases.flatMap((phase) => {
    const total = { label: phaseLabel(t, phase, phases.length, cycle), amount: phase.amount };
    if (cycle !== 'fourWeeks') return [total];
    const cents = Math.round((Math.round(phase.amount * 100) * PERIODS_A_YEAR) / 12);
    return [
      total,
      {
        label: t('offerDetails:prices.totals.fourWeeks.perMonth', { total: total.label }),
        amount: cents / 100,
      },
    ];
  });
}
