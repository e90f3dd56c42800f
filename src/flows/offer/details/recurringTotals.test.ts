import { describe, expect, it } from 'vitest';
import type { UseText } from '../../../i18n/react.tsx';
import { recurringTotals } from './recurringTotals.ts';

// Echoes key and values, so each test sees which text was asked for with what.
const t: UseText = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('recurringTotals', () => {
  it('gives a monthly offer its totals as they are', () => {
    expect(recurringTotals(t, [{ from: 1, amount: 29.99 }], 'month')).toEqual([
      { label: 'offerDetails:prices.totals.month.total', amount: 29.99 },
    ]);
  });

  it('adds to each four-weekly total its month’s share, 13 periods a year, to the cent', () => {
    const total = 'offerDetails:prices.totals.fourWeeks';
    expect(
      recurringTotals(
        t,
        [
          { from: 1, to: 3, amount: 7.99 },
          { from: 4, amount: 12.99 },
        ],
        'fourWeeks',
      ),
    ).toEqual([
      { label: `${total}.phase {"from":1,"to":3}`, amount: 7.99 },
      {
        label: `${total}.perMonth {"total":"${total}.phase {\\"from\\":1,\\"to\\":3}"}`,
        amount: 8.66,
      },
      { label: `${total}.from {"from":4}`, amount: 12.99 },
      { label: `${total}.perMonth {"total":"${total}.from {\\"from\\":4}"}`, amount: 14.07 },
    ]);
  });
});
