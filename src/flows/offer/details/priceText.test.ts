import { describe, expect, it } from 'vitest';
import type { PriceEntry } from '../../../api/contract/price.ts';
import type { UseText } from '../../../i18n/react.tsx';
import { entryAmount, entryDuration, entryLabel, phaseLabel } from './priceText.ts';

// Echoes key and values, so each test sees which text was asked for with what.
const t: UseText = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

const discount: PriceEntry = {
  type: 'monthly',
  amount: -5,
  kind: 'discount',
  label: 'Online-Vorteil',
  months: 12,
};

describe('entryLabel', () => {
  it('prefers the label the offer gives', () => {
    expect(entryLabel(t, discount)).toBe('Online-Vorteil');
  });

  it.each(['charge', 'discount', 'shippingfee', 'connectionfee', 'unknown'] as const)(
    'names an unlabelled %s by its kind',
    (kind) => {
      expect(entryLabel(t, { type: 'once', amount: 1, kind })).toBe(
        `offerDetails:price.kind.${kind}`,
      );
    },
  );
});

describe('entryDuration', () => {
  it('says for how many months a limited monthly entry runs', () => {
    expect(entryDuration(t, discount)).toBe('offerDetails:price.forMonths {"count":12}');
  });

  it('says nothing for an entry without end', () => {
    expect(entryDuration(t, { type: 'monthly', amount: 29.99, kind: 'charge' })).toBeUndefined();
  });
});

describe('entryAmount', () => {
  it('formats the amount with a leading minus and names the period', () => {
    expect(entryAmount(t, discount)).toBe('offerDetails:price.monthly {"price":"-5,00\u00a0€"}');
    expect(entryAmount(t, { type: 'once', amount: 1234.5, kind: 'charge' })).toBe(
      'offerDetails:price.once {"price":"1.234,50\u00a0€"}',
    );
  });
});

describe('phaseLabel', () => {
  it('calls a single monthly total just that', () => {
    expect(phaseLabel(t, { from: 1 }, 1)).toBe('offerDetails:prices.monthlyTotal');
  });

  it('names the months of each phase when the monthly total changes', () => {
    expect(phaseLabel(t, { from: 1, to: 6 }, 2)).toBe(
      'offerDetails:prices.monthlyTotalPhase {"from":1,"to":6}',
    );
    expect(phaseLabel(t, { from: 7, to: 7 }, 3)).toBe(
      'offerDetails:prices.monthlyTotalMonth {"month":7}',
    );
    expect(phaseLabel(t, { from: 8 }, 3)).toBe('offerDetails:prices.monthlyTotalFrom {"from":8}');
  });
});
