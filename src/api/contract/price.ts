import { formatPrice } from './formatPrice.ts';
import { describe, z } from './zod.ts';

export { formatPrice };

/** Euro amount; negative for discounts. */
export const amountSchema = describe(
  z.number().check(z.multipleOf(0.01)),
  'Amount in euro, at most two decimals; negative for discounts.',
);

export const pricePeriodSchema = describe(
  z.enum(['monthly', 'once']),
  'monthly: charged every month; once: charged one time.',
);

/** How often a recurring price is charged: postpaid tariffs monthly, prepaid ones every four weeks. */
export const billingCycles = ['month', 'fourWeeks'] as const;

export const billingCycleSchema = describe(
  z.enum(billingCycles),
  'month: charged every month; fourWeeks: charged every four weeks (prepaid).',
);

export const priceKindSchema = describe(
  z.enum(['unknown', 'charge', 'discount', 'shippingfee', 'connectionfee']),
  'What the amount is for.',
);

export const priceEntrySchema = describe(
  z.object({
    type: pricePeriodSchema,
    amount: amountSchema,
    kind: priceKindSchema,
    label: describe(
      z.optional(z.string().check(z.maxLength(120))),
      'Product name of this price, shown as given (data, not translated), e.g. Online-Vorteil; ' +
        'absent where kind and period say what it is.',
    ),
    cycle: describe(
      z.optional(billingCycleSchema),
      'For monthly entries: how often it is charged; absent means every month. All ' +
        'recurring entries of one offer share one cycle: its totals are given in it.',
    ),
    months: describe(
      z.optional(z.int().check(z.positive())),
      'For monthly entries: number of billing periods it applies; absent for the whole term.',
    ),
  }),
  'One price entry.',
);

/** SPEC §3 price structure: entries of type monthly or once. */
export const priceListSchema = describe(
  z.array(priceEntrySchema),
  'Prices, each charged monthly or once.',
);

export type PricePeriod = z.infer<typeof pricePeriodSchema>;
export type BillingCycle = (typeof billingCycles)[number];
export type PriceEntry = z.infer<typeof priceEntrySchema>;
export type FormattedPrice = PriceEntry & { formatted: string };

/** The first entry of a period with its formatted amount, or undefined if there is none. */
export function pickPrice(
  prices: readonly PriceEntry[],
  type: PricePeriod,
): FormattedPrice | undefined {
  const entry = prices.find((p) => p.type === type);
  return entry && { ...entry, formatted: formatPrice(entry.amount) };
}
