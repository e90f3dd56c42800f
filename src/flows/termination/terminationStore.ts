import { v4 as uuidv4 } from 'uuid';
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
 * (every upload, submit and retry uses it, so a double click or a retry after a lost
 * answer replays the first receipt instead of terminating twice), what is typed, the
 * receipt once it is in, and for the prefilled form the link's signed data (it leaves the
 * address bar once read).
 */
export const terminationAnswers = flowAnswers('termination', {
  attempt: z.uuid(),
  received: receivedSchema,
  link: prefillDataSchema,
});

// Where the browser keeps nothing, at least this page load sends one id.
const inMemory = new Map<TerminationKind, string>();

/** The id of the termination being filled in: created once, kept until it is received. */
export function attemptId(kind: TerminationKind): string {
  const stored = terminationAnswers.answer(kind, 'attempt');
  if (stored) return stored;
  const id = inMemory.get(kind) ?? uuidv4();
  inMemory.set(kind, id);
  terminationAnswers.confirm(kind, 'attempt', id);
  return id;
}

/**
 * The termination is in: its receipt stays for the receipt page (and a reload of it), while
 * the id, what was typed and the link are done with; the next form is a new termination.
 */
export function keepReceipt(
  kind: TerminationKind,
  receipt: TerminationReceipt,
  sent: SentTermination,
): void {
  inMemory.delete(kind);
  terminationAnswers.forget(kind);
  terminationAnswers.confirm(kind, 'received', { receipt, sent });
}
