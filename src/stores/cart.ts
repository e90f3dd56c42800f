import { tokenSchema, useCaseSchema } from '../api/contract/common.ts';
import {
  offerItemSchema,
  offerTypeSchema,
  productTypeSchema,
  requirementsSchema,
} from '../api/contract/offer.ts';
import { orderSummarySchema } from '../api/contract/order.ts';
import { z } from '../api/contract/zod.ts';
import { validatedSessionAtom } from './validatedAtom.ts';

/** One analytics product line (SPEC §3): a handset, a tariff or a pack of the offer. */
export const ecommerceProductSchema = z.object({
  name: z.string(),
  id: z.string(),
  price: z.number(),
  category: z.enum(['Handy', 'Tarif', 'Pack']),
  /** 1-based index of the offer position. */
  position: z.int().check(z.positive()),
  productMonthlyPrice: z.number(),
  productOnetimePrice: z.number(),
  quantity: z.literal(1),
  /** Handsets only: the product name. */
  brand: z.optional(z.string()),
  /** Handsets only: colour plus capacity. */
  variant: z.optional(z.string()),
});

/** What the purchase event reports; kept so the confirmation can send it after the provider return. */
export const ecommerceSchema = z.object({
  revenue: z.number(),
  tax: z.number(),
  shipping: z.number(),
  affiliation: z.string(),
  payment: z.string(),
  products: z.array(ecommerceProductSchema),
});

/**
 * The order summary without the customer's personal data and IBAN: web storage is readable
 * by any script of the origin, so those stay on the server.
 */
export const cartSummarySchema = z.omit(orderSummarySchema, { personal: true, maskedIban: true });

/**
 * The cart (SPEC §3): the offer being accepted, kept across the tab's page loads and the
 * payment provider until the confirmation has shown the order.
 */
export const cartSchema = z.object({
  token: tokenSchema,
  offerId: z.string().check(z.minLength(1)),
  offerUseCase: useCaseSchema,
  useCase: useCaseSchema,
  /** For the offer-kind of analytics events; absent in carts stored before. */
  offerType: z.optional(offerTypeSchema),
  /** May include myHandy, the handset type. */
  productTypes: z.array(productTypeSchema),
  /** Positions with their packs; one pack type is device insurance. */
  offers: z.array(offerItemSchema).check(z.minLength(1)),
  /** Which steps the flow needs (login, ID data, payment); absent in carts stored before. */
  requirements: z.optional(requirementsSchema),
  ecommerce: z.optional(ecommerceSchema),
  summary: z.optional(cartSummarySchema),
  /** Set on the return from the payment provider: the confirmation then sends an init event. */
  redirectedFromPaymentProvider: z.boolean(),
});

export type EcommerceProduct = z.infer<typeof ecommerceProductSchema>;
export type Ecommerce = z.infer<typeof ecommerceSchema>;
export type CartSummary = z.infer<typeof cartSummarySchema>;
export type Cart = z.infer<typeof cartSchema>;
export type CartInput = z.input<typeof cartSchema>;

/** Its name in sessionStorage (the cookie page lists it). */
export const CART_STORAGE_KEY = 'cart';

/**
 * The stored cart; undefined when there is none or what was stored is not a valid cart. It
 * holds the offer's token, which opens the offer: in the tab's sessionStorage, so it ends
 * with the tab at the latest (a new tab starts from the offer link again).
 */
export const $cart = validatedSessionAtom(CART_STORAGE_KEY, cartSchema);

// Releases before kept the cart in localStorage, where its token outlived the order and
// the browser session: removed wherever the offer flow runs.
try {
  if (typeof window !== 'undefined') window.localStorage.removeItem(CART_STORAGE_KEY);
} catch {
  // Storage denied: there is nothing of ours in it either.
}

/**
 * Stores a cart. It is checked here, when written, so a cart that could not be read back
 * fails loudly in the flow that built it instead of vanishing on the next page load.
 */
export function setCart(cart: CartInput): void {
  $cart.set(cartSchema.parse(cart));
}

export function clearCart(): void {
  $cart.set(undefined);
}

/** The customer is back from the payment provider; no-op without a cart. */
export function markReturnedFromPaymentProvider(): void {
  const cart = $cart.get();
  if (cart) $cart.set({ ...cart, redirectedFromPaymentProvider: true });
}

/** The stored cart if it belongs to the offer with this token (a cart of another offer does not count). */
export function cartFor(token: string): Cart | undefined {
  const cart = $cart.get();
  return cart?.token === token ? cart : undefined;
}
