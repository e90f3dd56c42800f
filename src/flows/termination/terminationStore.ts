import { emailSchema, isoDateSchema } from '../../api/contract/common.ts';
import {
  chosenCancellationTypeSchema,
  contractIdentificationSchema,
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

/**
 * What the receipt page repeats of the termination that was sent. The customer's own data
 * (name, e-mail, contract numbers, the reason in their words, file names) reaches the
 * receipt page and is then dropped from the tab: a reload shows the receipt without it.
 */
export const sentTerminationSchema = z.object({
  serviceType: terminationServiceTypeSchema,
  cancellationType: chosenCancellationTypeSchema,
  reason: terminationReasonSchema,
  reasonText: z.optional(z.string()),
  terminationDate: z.optional(isoDateSchema),
  contract: z.optional(contractIdentificationSchema),
  holder: z.optional(z.string()),
  email: z.optional(emailSchema),
  proofs: z.optional(z.array(z.string())),
});

export type SentTermination = z.infer<typeof sentTerminationSchema>;

const receivedSchema = z.object({ receipt: terminationReceiptSchema, sent: sentTerminationSchema });

export type ReceivedTermination = z.infer<typeof receivedSchema>;

/**
 * A termination's answers in this tab, per kind: the id of the termination being filled in
 * and its receipt once it is in (see `attempts`), what is typed, and for the prefilled
 * form a fingerprint of the link it was read from (the link itself lives in the page's
 * memory only: a reload asks the customer to open it again).
 */
export const terminationAnswers = flowAnswers('termination', {
  attempt: z.uuid(),
  received: receivedSchema,
  linkRead: z.string().check(z.regex(/^[0-9a-f]{1,8}$/)),
});

const declarations = attempts(terminationAnswers);

/** The id of the termination being filled in: created once, kept until it is received. */
export const attemptId = (kind: TerminationKind): string => declarations.attemptId(kind);

/**
 * The receipt page has what was sent: from now on the tab keeps the receipt alone, without
 * the customer's own data (ASVS V14: no personal data left in the browser's storage).
 */
export function receiptShown(kind: TerminationKind, { receipt, sent }: ReceivedTermination): void {
  const { serviceType, cancellationType, reason, terminationDate } = sent;
  terminationAnswers.confirm(kind, 'received', {
    receipt,
    sent: {
      serviceType,
      cancellationType,
      reason,
      ...(terminationDate ? { terminationDate } : {}),
    },
  });
}

/** The termination is in: its receipt stays, the id, what was typed and the link are done with. */
export function keepReceipt(
  kind: TerminationKind,
  receipt: TerminationReceipt,
  sent: SentTermination,
): void {
  declarations.keepReceipt(kind, { receipt, sent });
}
