import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SepaPayment } from '../../../api/contract/payment.ts';
import { saveDraft } from '../../../stores/drafts.ts';
import { PAYMENT_DRAFT, type PaymentFormValues } from './paymentForm.ts';

/** Long enough to skip most keystrokes, short enough that a reload rarely loses one. */
export const DRAFT_DELAY_MS = 300;

type Form = Pick<UseFormReturn<PaymentFormValues, unknown, SepaPayment>, 'watch' | 'getValues'>;

/**
 * Keeps what the customer types in this tab's sessionStorage (SPEC: drafts per token), a
 * moment after the last change and at the latest when the page is left.
 */
export function usePaymentDraft(token: string, { watch, getValues }: Form): void {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const keep = () => {
      clearTimeout(pending.current);
      pending.current = undefined;
      saveDraft(token, PAYMENT_DRAFT, getValues());
    };
    const flush = () => {
      if (pending.current !== undefined) keep();
    };
    const subscription = watch(() => {
      clearTimeout(pending.current);
      pending.current = setTimeout(keep, DRAFT_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [token, watch, getValues]);
}
