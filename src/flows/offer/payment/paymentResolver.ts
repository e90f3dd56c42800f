import type { Resolver } from 'react-hook-form';
import type { SepaPayment } from '../../../api/contract/payment.ts';
import type { PaymentFormValues } from './paymentForm.ts';

const loadSchema = () => import('./paymentSchema.ts');

/** Starts loading the rules while the customer types, so the first check does not wait. */
export const preloadPaymentRules = (): void => {
  void loadSchema().catch(() => undefined);
};

/** The text key of what is wrong with the IBAN's shape, checked before asking the API. */
export const ibanShapeProblem = async (typed: string): Promise<string | undefined> =>
  (await loadSchema()).ibanProblem(typed);

/**
 * The form's resolver: the zod rules arrive on first use, in their own chunk. A failed
 * load rejects, and the form reports it like any other failed submit.
 */
export const paymentResolver: Resolver<PaymentFormValues, unknown, SepaPayment> = async (
  values,
) => {
  const { validatePaymentForm } = await loadSchema();
  return validatePaymentForm(values);
};
