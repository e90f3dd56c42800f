import { useStore } from '@nanostores/react';
import { $cart, type Cart } from '../../stores/cart.ts';

/** The stored cart, if it is this offer's (a cart of another offer does not count). */
export function useCart(token: string): Cart | undefined {
  const cart = useStore($cart);
  return cart?.token === token ? cart : undefined;
}
