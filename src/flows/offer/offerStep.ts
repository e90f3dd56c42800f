import { routeById } from '../../routing/links.ts';
import type { Cart } from '../../stores/cart.ts';
import { ready, redirect, type Loaded, type ScreenPlace } from '../flowScreen.tsx';
import { guardRedirect, type OfferStep } from './steps.ts';

export interface StepEntry {
  cart: Cart | undefined;
}

/**
 * Every step after the offer page starts here: it reads the stored cart and the answers,
 * applies the route's guards (SPEC §2) and sends the customer where one fails.
 */
export async function enterStep(
  step: OfferStep,
  { token }: ScreenPlace,
): Promise<Loaded<StepEntry>> {
  // Both carry the contract's schemas: loaded beside the page, not before it.
  const [{ cartFor }, { offerAnswers }] = await Promise.all([
    import('../../stores/cart.ts'),
    import('./offerAnswers.ts'),
  ]);
  const cart = cartFor(token);
  const target = guardRedirect(step, routeById(step).guards, {
    hasCart: cart !== undefined,
    hasPersonalData: offerAnswers.answer(token, 'personalData') !== undefined,
  });
  return target ? redirect(target, { token }) : ready({ cart });
}
