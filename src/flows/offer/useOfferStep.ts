import { useEffect, useState } from 'react';
import type { Cart } from '../../stores/cart.ts';
import { routeById } from '../../routes.ts';
import { goTo } from '../navigate.ts';
import { PERSONAL_DATA_FORM } from './personalDataDraft.ts';
import { guardRedirect, type OfferStep } from './steps.ts';
import { tokenFromPath } from './token.ts';

export type OfferStepState =
  | { status: 'checking'; token: string }
  | { status: 'ready'; token: string; cart: Cart | undefined };

/**
 * Every step after the offer page starts here: it reads the stored cart and the
 * personal data, applies the route's guards (SPEC §2) and redirects when one fails.
 */
export function useOfferStep(step: OfferStep): OfferStepState {
  const token = tokenFromPath(window.location.pathname) ?? '';
  const [state, setState] = useState<OfferStepState>({ status: 'checking', token });
  useEffect(() => {
    let live = true;
    // The stores validate with zod: loaded beside the page, not before it.
    void Promise.all([import('../../stores/cart.ts'), import('../../stores/drafts.ts')]).then(
      ([{ cartFor }, { loadDraft }]) => {
        if (!live) return;
        const cart = cartFor(token);
        const redirect = guardRedirect(step, routeById(step).guards, {
          hasCart: cart !== undefined,
          hasPersonalData: loadDraft(token, PERSONAL_DATA_FORM) !== undefined,
        });
        if (redirect) goTo(redirect, { token }, { replace: true });
        else setState({ status: 'ready', token, cart });
      },
    );
    return () => {
      live = false;
    };
  }, [step, token]);
  return state;
}
