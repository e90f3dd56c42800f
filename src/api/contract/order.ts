import { z } from 'zod';
import { isoDateTimeSchema, useCaseSchema } from './common.ts';
import { consentChannelsSchema } from './consent.ts';
import { idDocumentSchema } from './identity.ts';
import { offerItemSchema, offerStateSchema, offerTypeSchema } from './offer.ts';
import { sepaPaymentSchema } from './payment.ts';
import { personalDataSchema, storedPersonalDataSchema } from './personal.ts';
import { amountSchema } from './price.ts';

/** What the customer confirms with the order button (§ 312j BGB, § 54 TKG). */
export const legalConfirmationsSchema = z
  .object({
    contractSummaryAcknowledged: z
      .literal(true)
      .describe('The customer received the contract summary; must be true.'),
    termsAccepted: z.literal(true).describe('The customer accepts the terms; must be true.'),
    withdrawalInfoAcknowledged: z
      .literal(true)
      .describe('The customer read the withdrawal information; must be true.'),
    earlyStartRequested: z
      .boolean()
      .optional()
      .describe('The service starts before the withdrawal period ends, on request.'),
  })
  .describe('Legal confirmations given when accepting.');

export const acceptOfferSchema = z
  .object({
    personal: personalDataSchema,
    idDocument: idDocumentSchema
      .optional()
      .describe('Identity document; required when the offer needs ID data.'),
    payment: sepaPaymentSchema
      .optional()
      .describe('SEPA mandate; required when the offer needs payment.'),
    legal: legalConfirmationsSchema,
    consents: consentChannelsSchema
      .optional()
      .describe('Changed advertising consent; absent to leave it as it is.'),
  })
  .describe('Acceptance of an offer.');

export const postPaymentRedirectSchema = z
  .enum(['none', 'paymentProvider', 'thankYou', 'error'])
  .describe(
    'Where the site goes next: none stays, paymentProvider opens redirectUrl, thankYou ' +
      'shows the confirmation, error shows the offer error page.',
  );

export const acceptResultSchema = z
  .object({
    orderReference: z.string().min(1).describe('Order number shown to the customer.'),
    postPaymentRedirect: postPaymentRedirectSchema,
    redirectUrl: z
      .url()
      .optional()
      .describe('Payment provider page, when postPaymentRedirect is paymentProvider.'),
  })
  .describe('Result of accepting an offer.');

export const oneTimePaymentSchema = z
  .object({
    amount: amountSchema,
    status: z
      .enum(['open', 'authorized', 'captured', 'aborted', 'failed'])
      .describe('Status at the payment provider.'),
  })
  .describe('One-time payment at the payment provider.');

export const totalsSchema = z
  .object({
    once: amountSchema.describe('Sum of all one-time prices, VAT included.'),
    monthly: amountSchema.describe('Sum of all monthly prices, VAT included.'),
    tax: amountSchema.describe('VAT contained in once.'),
    shipping: amountSchema.describe('Shipping fee contained in once.'),
  })
  .describe('Order totals, for the confirmation and the purchase event.');

export const orderSummarySchema = z
  .object({
    orderReference: z.string().min(1).describe('Order number shown to the customer.'),
    state: offerStateSchema,
    offerType: offerTypeSchema,
    offerUseCase: useCaseSchema,
    name: z.string().min(1).describe('Customer-facing name of the offer.'),
    submittedAt: isoDateTimeSchema.describe('When the customer accepted.'),
    offers: z.array(offerItemSchema).min(1).describe('Positions ordered.'),
    personal: storedPersonalDataSchema,
    maskedIban: z
      .string()
      .optional()
      .describe('IBAN of the SEPA mandate with all but the last four digits masked.'),
    oneTimePayment: oneTimePaymentSchema
      .optional()
      .describe('Payment at the provider, when the offer needs one.'),
    totals: totalsSchema,
  })
  .describe('Summary of an accepted offer, for the confirmation page.');

export type LegalConfirmations = z.infer<typeof legalConfirmationsSchema>;
export type AcceptOffer = z.infer<typeof acceptOfferSchema>;
export type AcceptResult = z.infer<typeof acceptResultSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
