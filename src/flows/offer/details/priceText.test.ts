import { describe, expect, it } from 'vitest';
import type { PriceEntry } from '../../../api/contract/price.ts';
import type { UseText } from '../../../i18n/react.tsx';
import { cycleOf, entryAmount, entryDuration, entryLabel, phaseLabel } from './priceText.ts';

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
    expect(entryLabel(t, { entry: discount, source: 'tariff' })).toBe('Online-Vorteil');
  });

  it.each(['charge', 'discount', 'shippingfee', 'connectionfee', 'unknown'] as const)(
    'names an unlabelled %s by its kind',
    (kind) => {
      expect(entryLabel(t, { entry: { type: 'once', amount: 1, kind }, source: 'tariff' })).toBe(
        `offerDetails:price.kind.${kind}`,
      );
    },
  );

  it("names a handset's charges as its one-off payment and its instalment", () => {
    const charge = (type: 'once' | 'monthly'): PriceEntry => ({ type, amount: 1, kind: 'charge' });
    expect(entryLabel(t, { entry: charge('once'), source: 'hardware' })).toBe(
      'offerDetails:price.handset.once',
    );
    expect(entryLabel(t, { entry: charge('monthly'), source: 'hardware' })).toBe(
      'offerDetails:price.handset.monthly',
    );
  });
});

describe('entryDuration', () => {
  it('says for how many periods a limited recurring entry runs', () => {
    expect(entryDuration(t, discount)).toBe('offerDetails:price.forPeriods.month {"count":12}');
    expect(entryDuration(t, { ...discount, cycle: 'fourWeeks' })).toBe(
      'offerDetails:price.forPeriods.fourWeeks {"count":12}',
    );
  });

  it('says nothing for an entry without end', () => {
    expect(entryDuration(t, { type: 'monthly', amount: 29.99, kind: 'charge' })).toBeUndefined();
  });
});

describe('entryAmount', () => {
  it('formats the amount with a leading minus and names the period', () => {
    expect(entryAmount(t, discount)).toBe(
      'offerDetails:price.recurring.month {"price":"-5,00\u00a0€"}',
    );
    expect(entryAmount(t, { ...discount, cycle: 'fourWeeks' })).toBe(
      'offerDetails:price.recurring.fourWeeks {"price":"-5,00\u00a0€"}',
    );
    expect(entryAmount(t, { type: 'once', amount: 1234.5, kind: 'charge' })).toBe(
      'offerDetails:price.once {"price":"1.234,50\u00a0€"}',
    );
  });

  it('charges every month unless the entry says otherwise', () => {
    expect(cycleOf({})).toBe('month');
    expect(cycleOf({ cycle: 'fourWeeks' })).toBe('fourWeeks');
  });
});

describe('phaseLabel', () => {
  it('calls a single recurring total just that', () => {
    expect(phaseLabel(t, { from: 1 }, 1, 'month')).toBe('offerDetails:prices.totals.month.total');
  });

  it('names the periods of each phase when the recurring total changes', () => {
    expect(phaseLabel(t, { from: 1, to: 6 }, 2, 'month')).toBe(
      'offerDetails:prices.totals.month.phase {"from":1,"to":6}',
    );
    expect(phaseLabel(t, { from: 7, to: 7 }, 3, 'month')).toBe(
      'offerDetails:prices.totals.month.month {"month":7}',
    );
    expect(phaseLabel(t, { from: 8 }, 3, 'fourWeeks')).toBe(
      'offerDetails:prices.totals.fourWeeks.from {"from":8}',
    );
  });
});
