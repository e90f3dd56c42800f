import { offerTypeSchema } from '../../api/contract/offer.ts';
import { withdrawalReceiptSchema, type WithdrawalReceipt } from '../../api/contract/withdrawal.ts';
import { z } from '../../api/contract/zod.ts';
import { flowAnswers } from '../answers.ts';
import { attempts } from '../receipt/attempts.ts';

/** What an order the customer came from fills in: all of it editable on the form. */
export const withdrawalPrefillSchema = z.object({
  name: z.optional(z.string()),
  order: z.string(),
  email: z.optional(z.string()),
  /** The order's offer type, for the offer kind of the analytics events. */
  offerType: z.optional(offerTypeSchema),
});

export type WithdrawalPrefill = z.infer<typeof withdrawalPrefillSchema>;

/**
 * The receipt: the statement as given (name, order, e-mail) and when it arrived. The
 * receipt page drops the name and the e-mail address from the tab once it has them: a
 * reload shows the receipt without them.
 */
const receivedSchema = z.object({
  receipt: z.partial(withdrawalReceiptSchema, { name: true, email: true }),
});

export type ReceivedWithdrawal = z.infer<typeof receivedSchema>;

/**
 * A withdrawal's answers in this tab: its id and receipt (see `attempts`), what is typed,
 * and the order the customer came from (the confirmation page's link).
 */
export const withdrawalAnswers = flowAnswers('withdrawal', {
  attempt: z.uuid(),
  received: receivedSchema,
  prefill: withdrawalPrefillSchema,
});

/** The site has one withdrawal form: one slot. */
export const FORM = 'form';

const declarations = attempts(withdrawalAnswers);

/** The id of the withdrawal being filled in: created once, kept until it is received. */
export const withdrawalId = (): string => declarations.attemptId(FORM);

/** The receipt page has the withdrawal: the tab keeps its receipt without personal data. */
export function withdrawalShown({ receipt }: ReceivedWithdrawal): void {
  withdrawalAnswers.confirm(FORM, 'received', {
    receipt: { ...receipt, name: undefined, email: undefined },
  });
}

/** The withdrawal is in: its receipt stays, the id, what was typed and the prefill go. */
export const keepWithdrawal = (receipt: WithdrawalReceipt): void =>
  declarations.keepReceipt(FORM, { receipt });
