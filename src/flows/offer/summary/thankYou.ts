import type { PostPaymentRedirect } from '../../../api/contract/order.ts';
import type { TextKey } from '../../../i18n/keys.ts';

export interface ThankYou {
  /** The order waits for the customer's identity check: said first, with its next step. */
  pendingIdentity: boolean;
  /** What happens next, in order. */
  next: TextKey[];
}

/**
 * What the confirmation says happens next, by what accepting the offer answered (none
 * said: `thankYou`): paid at the provider, the payment is confirmed first; `none` (green
 * IDV offers) means nothing starts before the identity check, so delivery and activation
 * wait for it. `error` never reaches the confirmation (placeOrder.ts opens the error page).
 */
export function thankYou(
  ending: PostPaymentRedirect | undefined,
  { withDevice, paid }: { withDevice: boolean; paid: boolean },
): ThankYou {
  const email: TextKey = 'summary:confirmation.next.email';
  if (ending === 'none')
    return {
      pendingIdentity: true,
      next: [
        email,
        'summary:confirmation.next.identity',
        ...(withDevice ? (['summary:confirmation.next.deliveryAfterIdentity'] as const) : []),
        'summary:confirmation.next.activationAfterIdentity',
      ],
    };
  return {
    pendingIdentity: false,
    next: [
      ...(ending === 'paymentProvider' && paid
        ? (['summary:confirmation.next.paid'] as const)
        : []),
      email,
      ...(withDevice ? (['summary:confirmation.next.delivery'] as const) : []),
      'summary:confirmation.next.activation',
    ],
  };
}
