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
      'Customer-facing label, e.g. Anschlusspreis; absent for the plain price.',
    ),
    months: describe(
      z.optional(z.int().check(z.positive())),
      'For monthly entries: number of months it applies; absent for the whole term.',
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
