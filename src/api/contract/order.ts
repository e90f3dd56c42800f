import { isoDateTimeSchema, useCaseSchema } from './common.ts';
import { consentChannelsSchema } from './consent.ts';
import { idDocumentSchema } from './identity.ts';
import { offerItemSchema, offerStateSchema, offerTypeSchema } from './offer.ts';
import { sepaPaymentSchema } from './payment.ts';
import { personalDataSchema, storedPersonalDataSchema } from './personal.ts';
import { amountSchema } from './price.ts';
import { describe, z } from './zod.ts';

/** A confirmation the order cannot go without. */
const confirmed = (what: string) => describe(z.literal(true), `${what}; must be true.`);

/** What the customer confirms with the order button (§ 312j BGB, § 54 TKG). */
export const legalConfirmationsSchema = describe(
  z.object({
    contractSummaryAcknowledged: confirmed('The customer received the contract summary'),
    termsAccepted: confirmed('The customer accepts the terms'),
    withdrawalInfoAcknowledged: confirmed('The customer read the withdrawal information'),
    earlyStartRequested: describe(
      z.optional(z.boolean()),
      'The service starts before the withdrawal period ends, on request.',
    ),
  }),
  'Legal confirmations given when accepting.',
);

export const acceptOfferSchema = describe(
  z.object({
    personal: personalDataSchema,
    idDocument: describe(
      z.optional(idDocumentSchema),
      'Identity document; required when the offer needs ID data.',
    ),
    payment: describe(
      z.optional(sepaPaymentSchema),
      'SEPA mandate; required when the offer needs payment.',
    ),
    legal: legalConfirmationsSchema,
    consents: describe(
      z.optional(consentChannelsSchema),
      'Changed advertising consent; absent to leave it as it is.',
    ),
  }),
  'Acceptance of an offer.',
);

export const postPaymentRedirectSchema = describe(
  z.enum(['none', 'paymentProvider', 'thankYou', 'error']),
  'Where the site goes next: none stays, paymentProvider opens redirectUrl, thankYou ' +
    'shows the confirmation, error shows the offer error page.',
);

const orderReferenceSchema = describe(
  z.string().check(z.minLength(1)),
  'Order number shown to the customer.',
);

export const acceptResultSchema = describe(
  z.object({
    orderReference: orderReferenceSchema,
    postPaymentRedirect: postPaymentRedirectSchema,
    redirectUrl: describe(
      z.optional(z.url()),
      'Payment provider page, when postPaymentRedirect is paymentProvider.',
    ),
  }),
  'Result of accepting an offer.',
);

export const oneTimePaymentSchema = describe(
  z.object({
    amount: amountSchema,
    status: describe(
      z.enum(['open', 'authorized', 'captured', 'aborted', 'failed']),
      'Status at the payment provider.',
    ),
  }),
  'One-time payment at the payment provider.',
);

export const totalsSchema = describe(
  z.object({
    once: describe(amountSchema, 'Sum of all one-time prices, VAT included.'),
    monthly: describe(amountSchema, 'Sum of all monthly prices, VAT included.'),
    tax: describe(amountSchema, 'VAT contained in once.'),
    shipping: describe(amountSchema, 'Shipping fee contained in once.'),
  }),
  'Order totals, for the confirmation and the purchase event.',
);

export const orderSummarySchema = describe(
  z.object({
    orderReference: orderReferenceSchema,
    state: offerStateSchema,
    offerType: offerTypeSchema,
    offerUseCase: useCaseSchema,
    name: describe(z.string().check(z.minLength(1)), 'Customer-facing name of the offer.'),
    submittedAt: describe(isoDateTimeSchema, 'When the customer accepted.'),
    offers: describe(z.array(offerItemSchema).check(z.minLength(1)), 'Positions ordered.'),
    personal: storedPersonalDataSchema,
    maskedIban: describe(
      z.optional(z.string()),
      'IBAN of the SEPA mandate with all but the last four digits masked.',
    ),
    oneTimePayment: describe(
      z.optional(oneTimePaymentSchema),
      'Payment at the provider, when the offer needs one.',
    ),
    postPaymentRedirect: describe(
      z.optional(postPaymentRedirectSchema),
      'What accepting the offer answered, for the confirmation to say what happens next: ' +
        'none (the contract starts only after a further step, the identity verification), ' +
        'paymentProvider (paid there), thankYou; absent counts as thankYou.',
    ),
    totals: totalsSchema,
  }),
  'Summary of an accepted offer, for the confirmation page.',
);

export type LegalConfirmations = z.infer<typeof legalConfirmationsSchema>;
export type AcceptOffer = z.infer<typeof acceptOfferSchema>;
export type AcceptResult = z.infer<typeof acceptResultSchema>;
export type PostPaymentRedirect = z.infer<typeof postPaymentRedirectSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
