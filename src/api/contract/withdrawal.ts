import { emailSchema, isoDateTimeSchema, plainTextSchema } from './common.ts';
import { describe, z } from './zod.ts';

/**
 * Days from the order within which a withdrawal is certainly in time: the sandbox marks
 * such an order withdrawn at once; a later statement waits for a person (for a handset the
 * period runs from delivery, and longer where the withdrawal information was missing).
 */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * The browser creates a UUID when the form opens and sends every submit and retry of it
 * under that id, so a repeat is recognised as the same withdrawal.
 */
export const withdrawalIdSchema = describe(
  z.uuid(),
  'UUID the browser creates for one withdrawal form; identical retries share it.',
);

/**
 * A reference as typed or copied from a mail or a PDF: dashes of any kind (en dash, minus
 * sign, non-breaking hyphen) as `-`, spaces of any kind and invisible characters dropped.
 */
export const orderIdentificationOf = (typed: string): string =>
  typed.replace(/[\p{Pd}\u2212]/gu, '-').replace(/[\s\p{Zs}\p{Cf}]+/gu, '');

/**
 * An order reference (`B-2026-K7QM-4XD2-9HPT`) or an offer link's token: both name one
 * order. Tidied as `orderIdentificationOf` says before the rule, by whoever parses it: a
 * statement sent straight to the API is acknowledged like one from the form.
 */
export const orderIdentificationSchema = describe(
  z.string().check(z.overwrite(orderIdentificationOf), z.regex(/^[A-Za-z0-9_-]{4,256}$/)),
  'Order reference from the order confirmation, or the token of the offer link. Before the ' +
    'pattern applies, typographic dashes are read as -, spaces and invisible characters dropped.',
);

export const withdrawalRequestSchema = describe(
  z.object({
    name: describe(plainTextSchema(1, 200), 'Name of the customer as given in the order.'),
    order: orderIdentificationSchema,
    email: describe(emailSchema, 'Address the acknowledgement of receipt is sent to.'),
  }),
  'A withdrawal (Widerruf) of an order made on the site; nothing else may be asked.',
);

export const withdrawalReceiptSchema = describe(
  z.object({
    id: withdrawalIdSchema,
    receivedAt: describe(isoDateTimeSchema, 'Date and time of receipt, stated in the PDF.'),
    name: describe(z.string().check(z.minLength(1)), 'The name as the statement gave it.'),
    order: describe(
      z.string().check(z.minLength(1)),
      'The order reference (or offer link token) as the statement gave it.',
    ),
    email: describe(emailSchema, 'Address the acknowledgement is sent to.'),
  }),
  'Acknowledgement of receipt of a withdrawal statement: its content and when it arrived. ' +
    'The same for every statement, whether or not its details name an order: which order, ' +
    'and whether the withdrawal is valid, is told afterwards by e-mail.',
);

export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;
