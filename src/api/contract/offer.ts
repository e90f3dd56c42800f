import { z } from 'zod';
import {
  downtimeSchema,
  isoDateTimeSchema,
  phoneNumberSchema,
  tokenSchema,
  useCaseSchema,
} from './common.ts';
import { knownPersonalDataSchema } from './personal.ts';
import { amountSchema, priceListSchema } from './price.ts';

/** Offer page and step types without a one-time password (SPEC §3). */
export const baseOfferTypes = [
  'offer',
  'orange',
  'orange_tm',
  'orange_vvl',
  'yellow',
  'yellow_tm',
  'yellow_vvl',
  'greenApm',
  'greenApm_tm',
  'greenApm_vvl',
  'dealer_correction',
  'offer_tm',
  'offer_vvl',
  'offer_coc',
  'offer_dps',
  'offer_dps_vvl',
  'green_idv',
  'green_idv_vvl',
  'green_idv_tm',
] as const;

/**
 * Types whose login is a one-time code the customer types instead of the brand login.
 * Dealer and alternative offers always go through the brand login, so they have none.
 */
export const otpOfferTypes = [
  'offer_otp',
  'offer_tm_otp',
  'offer_vvl_otp',
  'offer_coc_otp',
  'green_idv_otp',
  'green_idv_vvl_otp',
  'green_idv_tm_otp',
] as const;

export const offerTypes = [...baseOfferTypes, ...otpOfferTypes] as const;

export const offerTypeSchema = z
  .enum(offerTypes)
  .describe(
    'Kind of offer. Suffixes: _tm tariff migration, _vvl contract extension ' +
      '(Vertragsverlängerung), _coc contract owner change, _otp login by one-time code. ' +
      'offer: initial offer; orange, yellow, greenApm: alternative offers; offer_dps: dealer ' +
      'pencil selling lead; dealer_correction: corrected dealer order; green_idv: offer that ' +
      'needs identity verification.',
  );

export const offerStates = [
  'open',
  'personalData',
  'idData',
  'payment',
  'submitted',
  'confirmed',
  'cancelled',
  'consumed',
  'expired',
  'blocked',
  'abandonedPayment',
  'incompatibleState',
  'paymentWaitForCapture',
] as const;

export const offerStateSchema = z
  .enum(offerStates)
  .describe(
    'Lifecycle state: open, personalData, idData, payment, submitted, confirmed; end ' +
      'states cancelled, consumed, expired, blocked, abandonedPayment, incompatibleState, ' +
      'paymentWaitForCapture.',
  );

export const productTypeSchema = z
  .enum(['dsl', 'mobile', 'myHandy', 'logistics', 'ott', 'fms', 'onlineSchutz'])
  .describe(
    'Product category: dsl home internet, mobile tariff, myHandy handset on instalments, ' +
      'logistics delivery, ott streaming service, fms fixed mobile service, onlineSchutz ' +
      'internet security.',
  );

export const bundleTypeSchema = z
  .enum(['none', 'bundle', 'o2you'])
  .describe('Bundle the offer belongs to: none, bundle (mobile plus home), o2you.');

export const lineTechnologySchema = z
  .enum(['dsl', 'coax', 'fms', 'ftth'])
  .describe('Line technology of a home internet offer: dsl, coax cable, fms, ftth fibre.');

export const itemTypeSchema = z
  .enum(['Pack', 'Tariff', 'DeviceInsurance'])
  .describe('Pack: add-on option; Tariff: tariff option; DeviceInsurance: handset insurance.');

const idSchema = z.string().min(1).max(64);

export const imageSchema = z
  .object({
    url: z.string().min(1).describe('Absolute URL or path on the API origin.'),
    alt: z.string().describe('Text alternative for screen readers.'),
  })
  .describe('Product image.');

export const hardwareSchema = z
  .object({
    id: idSchema.describe('Article number of the handset.'),
    name: z.string().min(1).describe('Product name, e.g. iPhone 17.'),
    manufacturer: z.string().min(1).describe('Manufacturer, e.g. Apple.'),
    colour: z.string().min(1).describe('Colour as marketed, e.g. Midnight.'),
    capacity: z.string().min(1).describe('Storage capacity as shown, e.g. 256 GB.'),
    images: z.array(imageSchema).describe('Product images, the first is the main image.'),
    prices: priceListSchema,
  })
  .describe('Handset of an offer.');

export const noticePeriodSchema = z
  .object({
    value: z.int().positive().describe('Length of the notice period.'),
    unit: z.enum(['days', 'weeks', 'months']).describe('Unit of the notice period.'),
  })
  .describe('Notice period after the minimum term.');

export const tariffSchema = z
  .object({
    id: idSchema.describe('Tariff code.'),
    name: z.string().min(1).describe('Tariff name, e.g. O2 Mobile M.'),
    dataVolume: z
      .union([z.number().nonnegative(), z.literal('unlimited')])
      .describe('High-speed data volume per month in GB, or unlimited.'),
    minimumTermMonths: z
      .int()
      .min(0)
      .max(24)
      .describe('Minimum term in months; 0 for monthly cancellable, at most 24 (§ 56 TKG).'),
    noticePeriod: noticePeriodSchema,
    features: z.array(z.string().min(1)).describe('Feature lines, e.g. Allnet-Flat, EU roaming.'),
    prices: priceListSchema,
  })
  .describe('Tariff of an offer.');

export const packSchema = z
  .object({
    id: idSchema.describe('Pack code.'),
    type: itemTypeSchema,
    name: z.string().min(1).describe('Customer-facing name.'),
    prices: priceListSchema,
  })
  .describe('Add-on of an offer: option, tariff option or device insurance.');

export const offerItemSchema = z
  .object({
    id: idSchema.describe('Position id within the offer.'),
    phoneNumber: phoneNumberSchema
      .optional()
      .describe('Existing number this position applies to (extension, migration, owner change).'),
    hardware: hardwareSchema.optional().describe('Handset, when the position includes one.'),
    tariff: tariffSchema.optional().describe('Tariff, when the position includes one.'),
    packs: z.array(packSchema).describe('Add-ons of this position.'),
  })
  .describe('One position of an offer: handset, tariff and packs.');

export const legalDocumentTypeSchema = z
  .enum(['contractSummary', 'terms', 'withdrawal', 'priceList', 'privacy'])
  .describe(
    'contractSummary: Vertragszusammenfassung (§ 54 TKG); terms: general terms; withdrawal: ' +
      'withdrawal information; priceList: price list; privacy: data protection notice.',
  );

export const documentIdSchema = z
  .string()
  .regex(/^[\w-]{1,64}$/)
  .describe('Id of the document within the offer.');

export const documentFileNameSchema = z
  .string()
  .regex(/^[\w.-]{1,120}\.pdf$/)
  .describe('File name of the PDF, also used when the customer saves it.');

/** Download: GET /api/offer/documents/{id}/{documentId}/{fileName}. */
export const offerDocumentSchema = z
  .object({
    type: legalDocumentTypeSchema,
    title: z.string().min(1).describe('Customer-facing title.'),
    documentId: documentIdSchema,
    fileName: documentFileNameSchema,
  })
  .describe('Legal document of the offer, downloadable as PDF.');

export const requirementsSchema = z
  .object({
    needsLogin: z.boolean().describe('The customer must log in before continuing.'),
    loginUrl: z
      .url()
      .optional()
      .describe('Brand login page; it returns to the offer with ?code= for GET /api/auth/token.'),
    needsOtp: z
      .boolean()
      .describe('Login is a one-time code sent to the customer instead of the brand login.'),
    needsIdData: z.boolean().describe('The ID data step is part of the flow.'),
    needsPayment: z.boolean().describe('The payment step (SEPA mandate) is part of the flow.'),
    oneTimePaymentAmount: amountSchema
      .optional()
      .describe('Amount paid at the payment provider after accepting, if any.'),
  })
  .describe('Steps the offer flow needs.');

export const offerSchema = z
  .object({
    id: idSchema.describe('Offer id of the backend.'),
    offerType: offerTypeSchema,
    state: offerStateSchema,
    offerUseCase: useCaseSchema,
    name: z.string().min(1).describe('Customer-facing name of the offer.'),
    productTypes: z.array(productTypeSchema).describe('Product categories the offer contains.'),
    bundleType: bundleTypeSchema,
    lineTechnology: lineTechnologySchema
      .optional()
      .describe('Line technology, for home internet offers.'),
    validUntil: isoDateTimeSchema.describe('The offer can be accepted until then.'),
    offers: z.array(offerItemSchema).min(1).describe('Positions of the offer.'),
    documents: z.array(offerDocumentSchema).describe('Legal documents to show before accepting.'),
    requirements: requirementsSchema,
    personalData: knownPersonalDataSchema.optional(),
    downtime: downtimeSchema.optional().describe('Announced maintenance window, if any.'),
    shopHotline: phoneNumberSchema.optional().describe('Hotline for questions about this offer.'),
  })
  .describe('An offer as the customer sees it.');

export const offerVerificationSchema = z
  .object({
    offerType: offerTypeSchema,
    state: offerStateSchema,
    offerUseCase: useCaseSchema,
    authenticated: z.boolean().describe("The request's bearer token grants access to the offer."),
    requirements: requirementsSchema,
  })
  .describe('Quick check of an offer link before the offer is loaded.');

export const offerResetSchema = z
  .object({
    resetTo: z
      .enum(['open', 'payment'])
      .describe('open restarts the flow; payment repeats only the payment after it failed.'),
  })
  .describe('Offer reset.');

export const offerParamsSchema = z.object({ id: tokenSchema.describe('Offer token.') });

export type OfferType = z.infer<typeof offerTypeSchema>;
export type OfferState = z.infer<typeof offerStateSchema>;
export type ProductType = z.infer<typeof productTypeSchema>;
export type Hardware = z.infer<typeof hardwareSchema>;
export type Tariff = z.infer<typeof tariffSchema>;
export type Pack = z.infer<typeof packSchema>;
export type OfferItem = z.infer<typeof offerItemSchema>;
export type OfferDocument = z.infer<typeof offerDocumentSchema>;
export type Requirements = z.infer<typeof requirementsSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type OfferVerification = z.infer<typeof offerVerificationSchema>;
export type OfferReset = z.infer<typeof offerResetSchema>;

export const isOtpOfferType = (type: OfferType): boolean =>
  (otpOfferTypes as readonly string[]).includes(type);
