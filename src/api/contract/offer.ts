import {
  downtimeSchema,
  isoDateSchema,
  isoDateTimeSchema,
  phoneNumberSchema,
  tokenSchema,
  useCaseSchema,
} from './common.ts';
import { knownPersonalDataSchema } from './personal.ts';
import { amountSchema, priceListSchema } from './price.ts';
import { describe, z } from './zod.ts';

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

export const offerTypeSchema = describe(
  z.enum(offerTypes),
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
  'withdrawn',
] as const;

export const offerStateSchema = describe(
  z.enum(offerStates),
  'Lifecycle state: open, personalData, idData, payment, submitted, confirmed; end ' +
    'states cancelled, consumed, expired, blocked, abandonedPayment, incompatibleState, ' +
    'paymentWaitForCapture, withdrawn (the customer withdrew the order).',
);

export const productTypeSchema = describe(
  z.enum(['dsl', 'mobile', 'myHandy', 'logistics', 'ott', 'fms', 'onlineSchutz']),
  'Product category: dsl home internet, mobile tariff, myHandy handset on instalments, ' +
    'logistics delivery, ott streaming service, fms fixed mobile service, onlineSchutz ' +
    'internet security.',
);

export const bundleTypeSchema = describe(
  z.enum(['none', 'bundle', 'o2you']),
  'Bundle the offer belongs to: none, bundle (mobile plus home), o2you.',
);

export const lineTechnologySchema = describe(
  z.enum(['dsl', 'coax', 'fms', 'ftth']),
  'Line technology of a home internet offer: dsl, coax cable, fms, ftth fibre.',
);

export const itemTypeSchema = describe(
  z.enum(['Pack', 'Tariff', 'DeviceInsurance']),
  'Pack: add-on option; Tariff: tariff option; DeviceInsurance: handset insurance.',
);

const idSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const imageSchema = describe(
  z.object({
    url: describe(z.string().check(z.minLength(1)), 'Absolute URL or path on the API origin.'),
    alt: describe(z.string(), 'Text alternative for screen readers.'),
  }),
  'Product image.',
);

export const hardwareSchema = describe(
  z.object({
    id: describe(idSchema, 'Article number of the handset.'),
    name: describe(z.string().check(z.minLength(1)), 'Product name, e.g. iPhone 17.'),
    manufacturer: describe(z.string().check(z.minLength(1)), 'Manufacturer, e.g. Apple.'),
    colour: describe(z.string().check(z.minLength(1)), 'Colour as marketed, e.g. Midnight.'),
    capacity: describe(z.string().check(z.minLength(1)), 'Storage capacity as shown, e.g. 256 GB.'),
    images: describe(z.array(imageSchema), 'Product images, the first is the main image.'),
    prices: priceListSchema,
  }),
  'Handset of an offer.',
);

export const noticePeriodSchema = describe(
  z.object({
    value: describe(z.int().check(z.positive()), 'Length of the notice period.'),
    unit: describe(z.enum(['days', 'weeks', 'months']), 'Unit of the notice period.'),
  }),
  'Notice period after the minimum term.',
);

export const tariffSchema = describe(
  z.object({
    id: describe(idSchema, 'Tariff code.'),
    name: describe(z.string().check(z.minLength(1)), 'Tariff name, e.g. O2 Mobile M.'),
    dataVolume: describe(
      z.union([z.number().check(z.nonnegative()), z.literal('unlimited')]),
      'High-speed data volume per month in GB, or unlimited.',
    ),
    minimumTermMonths: describe(
      z.int().check(z.gte(0), z.lte(24)),
      'Minimum term in months; 0 for monthly cancellable, at most 24 (§ 56 TKG).',
    ),
    noticePeriod: noticePeriodSchema,
    features: describe(
      z.array(z.string().check(z.minLength(1))),
      'Feature lines, e.g. Allnet-Flat, EU roaming.',
    ),
    prices: priceListSchema,
  }),
  'Tariff of an offer.',
);

export const packSchema = describe(
  z.object({
    id: describe(idSchema, 'Pack code.'),
    type: itemTypeSchema,
    name: describe(z.string().check(z.minLength(1)), 'Customer-facing name.'),
    prices: priceListSchema,
  }),
  'Add-on of an offer: option, tariff option or device insurance.',
);

export const currentContractSchema = describe(
  z.object({
    tariffName: describe(z.string().check(z.minLength(1)), 'The tariff the customer has now.'),
    monthlyPrice: describe(amountSchema, 'What the customer pays a month now, VAT included.'),
    minimumTermEnd: describe(
      z.optional(isoDateSchema),
      'End of the minimum term running now; absent when none runs.',
    ),
    newMinimumTermEnd: describe(
      isoDateSchema,
      'End of the minimum term once this offer is ordered.',
    ),
  }),
  'The contract a position changes (extension, tariff migration): shown beside the new ' +
    'terms above the order button.',
);

export const offerItemSchema = describe(
  z.object({
    id: describe(idSchema, 'Position id within the offer.'),
    phoneNumber: describe(
      z.optional(phoneNumberSchema),
      'Existing number this position applies to (extension, migration, owner change).',
    ),
    hardware: describe(z.optional(hardwareSchema), 'Handset, when the position includes one.'),
    tariff: describe(z.optional(tariffSchema), 'Tariff, when the position includes one.'),
    packs: describe(z.array(packSchema), 'Add-ons of this position.'),
    currentContract: describe(
      z.optional(currentContractSchema),
      'What this position changes, for an extension or a tariff migration.',
    ),
  }),
  'One position of an offer: handset, tariff and packs.',
);

export const legalDocumentTypeSchema = describe(
  z.enum(['contractSummary', 'terms', 'withdrawal', 'priceList', 'privacy']),
  'contractSummary: Vertragszusammenfassung (§ 54 TKG); terms: general terms; withdrawal: ' +
    'withdrawal information; priceList: price list; privacy: data protection notice.',
);

export const documentIdSchema = describe(
  z.string().check(z.regex(/^[\w-]{1,64}$/)),
  'Id of the document within the offer.',
);

export const documentFileNameSchema = describe(
  z.string().check(z.regex(/^[\w.-]{1,120}\.pdf$/)),
  'File name of the PDF, also used when the customer saves it.',
);

/** Download: GET /api/offer/documents/{id}/{documentId}/{fileName}. */
export const offerDocumentSchema = describe(
  z.object({
    type: legalDocumentTypeSchema,
    title: describe(z.string().check(z.minLength(1)), 'Customer-facing title.'),
    documentId: documentIdSchema,
    fileName: documentFileNameSchema,
  }),
  'Legal document of the offer, downloadable as PDF.',
);

export const paymentMethodSchema = describe(
  z.enum(['sepaDirectDebit', 'existingPaymentMethod', 'prepaidCredit', 'creditCard', 'payPal']),
  'A way this order is paid: the recurring charges by SEPA direct debit, by the payment ' +
    "method the customer's contract already has or from prepaid credit; a one-time amount " +
    'at the payment provider by credit card or PayPal.',
);

export const existingPaymentSchema = describe(
  z.object({
    method: describe(
      z.enum(['sepaDirectDebit', 'invoice']),
      'sepaDirectDebit: a SEPA mandate; invoice: bank transfer after each invoice.',
    ),
    maskedIban: describe(
      z.optional(z.string()),
      'IBAN of the running SEPA mandate with all but the last four digits masked.',
    ),
  }),
  'How an existing contract is paid.',
);

export const requirementsSchema = describe(
  z.object({
    needsLogin: describe(z.boolean(), 'The customer must log in before continuing.'),
    loginUrl: describe(
      z.optional(z.url()),
      'Brand login page; it returns to the offer with ?code= for GET /api/auth/token.',
    ),
    needsOtp: describe(
      z.boolean(),
      'Login is a one-time code sent to the customer instead of the brand login.',
    ),
    needsIdData: describe(z.boolean(), 'The ID data step is part of the flow.'),
    needsPayment: describe(z.boolean(), 'The payment step (SEPA mandate) is part of the flow.'),
    oneTimePaymentAmount: describe(
      z.optional(amountSchema),
      'Amount paid at the payment provider after accepting, if any.',
    ),
    paymentMethods: describe(
      z.optional(z.array(paymentMethodSchema)),
      'How this order is paid, named on the offer page before ordering starts ' +
        '(§ 312j (1) BGB). Without it the site names what needsPayment and ' +
        'oneTimePaymentAmount tell.',
    ),
    existingPayment: describe(
      z.optional(existingPaymentSchema),
      'How the existing contract is paid, when this order is billed through it ' +
        '(existingPaymentMethod): named on the offer page.',
    ),
  }),
  'Steps the offer flow needs.',
);

export const offerSchema = describe(
  z.object({
    id: describe(idSchema, 'Offer id of the backend.'),
    offerType: offerTypeSchema,
    state: offerStateSchema,
    offerUseCase: useCaseSchema,
    name: describe(z.string().check(z.minLength(1)), 'Customer-facing name of the offer.'),
    productTypes: describe(z.array(productTypeSchema), 'Product categories the offer contains.'),
    bundleType: bundleTypeSchema,
    lineTechnology: describe(
      z.optional(lineTechnologySchema),
      'Line technology, for home internet offers.',
    ),
    validUntil: describe(isoDateTimeSchema, 'The offer can be accepted until then.'),
    offers: describe(z.array(offerItemSchema).check(z.minLength(1)), 'Positions of the offer.'),
    documents: describe(z.array(offerDocumentSchema), 'Legal documents to show before accepting.'),
    requirements: requirementsSchema,
    personalData: z.optional(knownPersonalDataSchema),
    downtime: describe(z.optional(downtimeSchema), 'Announced maintenance window, if any.'),
    shopHotline: describe(z.optional(phoneNumberSchema), 'Hotline for questions about this offer.'),
  }),
  'An offer as the customer sees it.',
);

export const offerVerificationSchema = describe(
  z.object({
    offerType: offerTypeSchema,
    state: offerStateSchema,
    offerUseCase: useCaseSchema,
    authenticated: describe(z.boolean(), "The request's bearer token grants access to the offer."),
    requirements: requirementsSchema,
  }),
  'Quick check of an offer link before the offer is loaded.',
);

export const offerResetSchema = describe(
  z.object({
    resetTo: describe(
      z.enum(['open', 'payment']),
      'open restarts the flow; payment repeats only the payment after it failed.',
    ),
  }),
  'Offer reset.',
);

export const offerParamsSchema = z.object({ id: describe(tokenSchema, 'Offer token.') });

export type OfferType = z.infer<typeof offerTypeSchema>;
export type OfferState = z.infer<typeof offerStateSchema>;
export type ProductType = z.infer<typeof productTypeSchema>;
export type Hardware = z.infer<typeof hardwareSchema>;
export type Tariff = z.infer<typeof tariffSchema>;
export type Pack = z.infer<typeof packSchema>;
export type OfferItem = z.infer<typeof offerItemSchema>;
export type OfferDocument = z.infer<typeof offerDocumentSchema>;
export type CurrentContract = z.infer<typeof currentContractSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type ExistingPayment = z.infer<typeof existingPaymentSchema>;
export type Requirements = z.infer<typeof requirementsSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type OfferVerification = z.infer<typeof offerVerificationSchema>;
export type OfferReset = z.infer<typeof offerResetSchema>;

export const isOtpOfferType = (type: OfferType): boolean =>
  (otpOfferTypes as readonly string[]).includes(type);
