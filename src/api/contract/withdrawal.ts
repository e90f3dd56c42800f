import { emailSchema, isoDateTimeSchema } from './common.ts';
import { offerTypeSchema } from './offer.ts';
import { describe, z } from './zod.ts';

/** Days from the order within which a contract made on the site can be withdrawn. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * Why the API refuses a withdrawal (the body's `code`): no order of this brand under this
 * reference and name (404), the period has ended (409), the order was already withdrawn
 * under another id (409).
 */
export const withdrawalCodes = [
  'WithdrawalOrderNotFound',
  'WithdrawalPeriodEnded',
  'WithdrawalAlreadyDone',
] as const;

export type WithdrawalCode = (typeof withdrawalCodes)[number];

export const isWithdrawalCode = (code: unknown): code is WithdrawalCode =>
  (withdrawalCodes as readonly unknown[]).includes(code);

/**
 * The browser creates a UUID when the form opens and sends every submit and retry of it
 * under that id, so a repeat is recognised as the same withdrawal.
 */
export const withdrawalIdSchema = describe(
  z.uuid(),
  'UUID the browser creates for one withdrawal form; identical retries share it.',
);

/** An order reference (`B-2026-0000042`) or an offer link's token: both name one order. */
export const orderIdentificationSchema = describe(
  z.string().check(z.regex(/^[A-Za-z0-9_-]{4,256}$/)),
  'Order reference from the order confirmation, or the token of the offer link.',
);

export const withdrawalRequestSchema = describe(
  z.object({
    name: describe(
      z.string().check(z.minLength(1), z.maxLength(200)),
      'Name of the customer as given in the order.',
    ),
    order: orderIdentificationSchema,
    email: describe(emailSchema, 'Address the acknowledgement of receipt is sent to.'),
  }),
  'A withdrawal (Widerruf) of an order made on the site; nothing else may be asked.',
);

export const withdrawalReceiptSchema = describe(
  z.object({
    id: withdrawalIdSchema,
    receivedAt: describe(isoDateTimeSchema, 'Date and time of receipt, stated in the PDF.'),
    orderReference: describe(z.string().check(z.minLength(1)), 'Order that was withdrawn.'),
    orderedAt: describe(isoDateTimeSchema, 'When the withdrawn order was placed.'),
    offerName: describe(z.string().check(z.minLength(1)), 'Customer-facing name of the offer.'),
    offerType: offerTypeSchema,
    email: describe(emailSchema, 'Address the acknowledgement is sent to.'),
  }),
  'Acknowledgement of receipt of a withdrawal.',
);

export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;
