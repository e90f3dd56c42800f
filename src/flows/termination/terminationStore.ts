import { emailSchema, isoDateSchema } from '../../api/contract/common.ts';
import {
  chosenCancellationTypeSchema,
  contractIdentificationSchema,
  prefillDataSchema,
  terminationReasonSchema,
  terminationReceiptSchema,
  terminationServiceTypeSchema,
  type TerminationReceipt,
} from '../../api/contract/termination.ts';
import { z } from '../../api/contract/zod.ts';
import { flowAnswers } from '../answers.ts';
import { attempts } from '../receipt/attempts.ts';

/** The default form (/kuendigung) or the one filled from a link (/selfcarekuendigung). */
export type TerminationKind = 'default' | 'prefilled';

/** What the receipt page repeats of the termination that was sent. */
export const sentTerminationSchema = z.object({
  serviceType: terminationServiceTypeSchema,
  cancellationType: chosenCancellationTypeSchema,
  reason: terminationReasonSchema,
  reasonText: z.optional(z.string()),
  terminationDate: z.optional(isoDateSchema),
  contract: contractIdentificationSchema,
  holder: z.string(),
  email: emailSchema,
  proofs: z.array(z.string()),
});

export type SentTermination = z.infer<typeof sentTerminationSchema>;

const receivedSchema = z.object({ receipt: terminationReceiptSchema, sent: sentTerminationSchema });

export type ReceivedTermination = z.infer<typeof receivedSchema>;

/**
 * A termination's answers in this tab, per kind: the id of the termination being filled in
 * and its receipt once it is in (see `attempts`), what is typed, and for the prefilled
 * form the link's signed data (it leaves the address bar once read).
 */
export const terminationAnswers = flowAnswers('termination', {
  attempt: z.uuid(),
  received: receivedSchema,
  link: prefillDataSchema,
});

const declarations = attempts(terminationAnswers);

/** The id of the termination being filled in: created once, kept until it is received. */
export const attemptId = (kind: TerminationKind): string => declarations.attemptId(kind);

/** The termination is in: its receipt stays, the id, what was typed and the link are done with. */
export function keepReceipt(
  kind: TerminationKind,
  receipt: TerminationReceipt,
  sent: SentTermination,
): void {
  declarations.keepReceipt(kind, { receipt, sent });
}
