import { authCodeQuerySchema, authTokenSchema } from './auth.ts';
import { brandSlugSchema, terminationIdSchema, tokenSchema } from './common.ts';
import { consentSchema } from './consent.ts';
import { customerDetailsSchema, customerDetailsUpdateSchema } from './customer.ts';
import {
  declineMailQuerySchema,
  declineMailResultSchema,
  novumEntryQuerySchema,
  novumEntrySchema,
} from './entry.ts';
import { idempotencyHeadersSchema } from './headers.ts';
import {
  idvLanguageQuerySchema,
  idvMethodListSchema,
  idvParamsSchema,
  idvSessionSchema,
  idvTriggerResultSchema,
  idvTriggerSchema,
} from './idv.ts';
import { nationalityListSchema } from './lists.ts';
import {
  documentFileNameSchema,
  documentIdSchema,
  offerParamsSchema,
  offerResetSchema,
  offerSchema,
  offerVerificationSchema,
} from './offer.ts';
import { acceptOfferSchema, acceptResultSchema, orderSummarySchema } from './order.ts';
import { postalAddressSchema } from './personal.ts';
import {
  prefillDataSchema,
  prefillSchema,
  prefilledTerminationRequestSchema,
  terminationConfigSchema,
  terminationReceiptSchema,
  terminationRequestSchema,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  uploadResultSchema,
} from './termination.ts';
import { addressValidationSchema, ibanCheckResultSchema, ibanCheckSchema } from './validation.ts';
import {
  withdrawalIdSchema,
  withdrawalReceiptSchema,
  withdrawalRequestSchema,
} from './withdrawal.ts';
import { describe, z } from './zod.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH';

/** Which catalogue of SPEC §8 turns a failure of the call into an error. */
export type ErrorKind = 'offer' | 'idv' | 'generic';

/** A multipart/form-data body with one file field. */
export interface MultipartBody {
  readonly kind: 'multipart';
  readonly field: 'file';
  readonly contentTypes: readonly string[];
  readonly maxBytes: number;
}

/** A binary answer instead of JSON. */
export interface BlobResponse {
  readonly kind: 'blob';
  readonly contentType: 'application/pdf';
}

export interface CallDef {
  readonly method: HttpMethod;
  /** Hono-style path, `:name` for a parameter. */
  readonly path: `/api/${string}`;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** Group in the OpenAPI document. */
  readonly tag: string;
  readonly params: z.ZodMiniObject;
  readonly query: z.ZodMiniObject;
  /** Request headers beyond the trace id and bearer token every call carries. */
  readonly headers?: z.ZodMiniObject;
  /** `null`: the call sends no body. */
  readonly body: z.ZodMiniType | MultipartBody | null;
  readonly response: z.ZodMiniType | BlobResponse;
  readonly errors: ErrorKind;
}

const none = z.object({});
const pdf: BlobResponse = { kind: 'blob', contentType: 'application/pdf' };
const upload: MultipartBody = {
  kind: 'multipart',
  field: 'file',
  contentTypes: UPLOAD_CONTENT_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
};

const brandParams = z.object({ brand: brandSlugSchema });
const terminationParams = z.object({
  brand: brandSlugSchema,
  id: terminationIdSchema,
});
const withdrawalParams = z.object({ brand: brandSlugSchema, id: withdrawalIdSchema });
const customerParams = z.object({
  brand: brandSlugSchema,
  id: describe(tokenSchema, 'Token of the customer link.'),
});
const consentParams = z.object({ id: describe(tokenSchema, 'Offer token.') });
const documentParams = z.object({
  id: describe(tokenSchema, 'Offer token.'),
  documentId: documentIdSchema,
  fileName: documentFileNameSchema,
});

/** Every call of SPEC §7. The client types and the sandbox validates with this table. */
export const calls = {
  authToken: {
    method: 'GET',
    path: '/api/auth/token',
    summary: 'Exchange a one-time login code for a bearer token',
    tag: 'auth',
    params: none,
    query: authCodeQuerySchema,
    body: null,
    response: authTokenSchema,
    errors: 'generic',
  },
  nationalities: {
    method: 'GET',
    path: '/api/:brand/lists/nationalities',
    summary: 'List the nationalities of the ID data form',
    tag: 'lists',
    params: brandParams,
    query: none,
    body: null,
    response: nationalityListSchema,
    errors: 'generic',
  },
  consent: {
    method: 'GET',
    path: '/api/consent/:id',
    summary: 'Read the advertising consent of the customer behind an offer',
    tag: 'consent',
    params: consentParams,
    query: none,
    body: null,
    response: consentSchema,
    errors: 'generic',
  },
  terminationConfig: {
    method: 'GET',
    path: '/api/:brand/contracttermination/config',
    summary: 'Options of the termination form',
    tag: 'termination',
    params: brandParams,
    query: none,
    body: null,
    response: terminationConfigSchema,
    errors: 'generic',
  },
  terminationSubmit: {
    method: 'POST',
    path: '/api/:brand/contracttermination/:id',
    summary: 'Submit a termination; the same id again replays the first receipt',
    tag: 'termination',
    params: terminationParams,
    query: none,
    body: terminationRequestSchema,
    response: terminationReceiptSchema,
    errors: 'generic',
  },
  terminationDownload: {
    method: 'GET',
    path: '/api/:brand/contracttermination/download/:id',
    summary: 'Confirmation of receipt of a termination as PDF',
    tag: 'termination',
    params: terminationParams,
    query: none,
    body: null,
    response: pdf,
    errors: 'generic',
  },
  terminationUpload: {
    method: 'POST',
    path: '/api/:brand/contracttermination/upload/:id',
    summary: 'Upload a proof document for a termination',
    tag: 'termination',
    params: terminationParams,
    query: none,
    body: upload,
    response: uploadResultSchema,
    errors: 'generic',
  },
  offerVerify: {
    method: 'GET',
    path: '/api/offer/verify/:id',
    summary: 'Check an offer link before loading the offer',
    tag: 'offer',
    params: offerParamsSchema,
    query: none,
    body: null,
    response: offerVerificationSchema,
    errors: 'offer',
  },
  offerGet: {
    method: 'GET',
    path: '/api/offer/:id',
    summary: 'Load an offer',
    tag: 'offer',
    params: offerParamsSchema,
    query: none,
    body: null,
    response: offerSchema,
    errors: 'offer',
  },
  offerPreview: {
    method: 'GET',
    path: '/api/offer/:id/preview',
    summary: 'Load the preview of an offer, without login',
    tag: 'offer',
    params: offerParamsSchema,
    query: none,
    body: null,
    response: offerSchema,
    errors: 'offer',
  },
  offerAccept: {
    method: 'POST',
    path: '/api/offer/accept/:id',
    summary: 'Accept an offer',
    tag: 'offer',
    params: offerParamsSchema,
    query: none,
    headers: idempotencyHeadersSchema,
    body: acceptOfferSchema,
    response: acceptResultSchema,
    errors: 'offer',
  },
  offerSummary: {
    method: 'GET',
    path: '/api/offer/summary/:id',
    summary: 'Summary of an accepted offer',
    tag: 'offer',
    params: offerParamsSchema,
    query: none,
    body: null,
    response: orderSummarySchema,
    errors: 'offer',
  },
  offerDocument: {
    method: 'GET',
    path: '/api/offer/documents/:id/:documentId/:fileName',
    summary: 'Download a legal document of an offer as PDF',
    tag: 'offer',
    params: documentParams,
    query: none,
    body: null,
    response: pdf,
    errors: 'offer',
  },
  offerReset: {
    method: 'PATCH',
    path: '/api/offer/:id',
    summary: 'Reset an offer',
    tag: 'offer',
    params: offerParamsSchema,
    query: none,
    body: offerResetSchema,
    response: offerSchema,
    errors: 'offer',
  },
  offerPreviewReset: {
    method: 'POST',
    path: '/api/offer/:id/preview/reset',
    summary: 'Reset the preview of an offer',
    tag: 'offer',
    params: offerParamsSchema,
    query: none,
    body: null,
    response: offerSchema,
    errors: 'offer',
  },
  customerDetailsGet: {
    method: 'GET',
    path: '/api/:brand/customer/details/:id',
    summary: 'Read customer details',
    tag: 'customer',
    params: customerParams,
    query: none,
    body: null,
    response: customerDetailsSchema,
    errors: 'generic',
  },
  customerDetailsUpdate: {
    method: 'POST',
    path: '/api/:brand/customer/details/:id',
    summary: 'Change contact and address of a customer',
    tag: 'customer',
    params: customerParams,
    query: none,
    body: customerDetailsUpdateSchema,
    response: customerDetailsSchema,
    errors: 'generic',
  },
  declineMail: {
    method: 'POST',
    path: '/api/declinemail',
    summary: 'Decline an e-mail; a repeat answers alreadyDeclined',
    tag: 'mail',
    params: none,
    query: declineMailQuerySchema,
    body: null,
    response: declineMailResultSchema,
    errors: 'generic',
  },
  entryNovum: {
    method: 'GET',
    path: '/api/entry/novum',
    summary: 'Resolve a Novum entry link to its offer',
    tag: 'entry',
    params: none,
    query: novumEntryQuerySchema,
    body: null,
    response: novumEntrySchema,
    errors: 'generic',
  },
  idvGet: {
    method: 'GET',
    path: '/api/idv/:id',
    summary: 'Load an identity verification',
    tag: 'idv',
    params: idvParamsSchema,
    query: idvLanguageQuerySchema,
    body: null,
    response: idvSessionSchema,
    errors: 'idv',
  },
  idvMethods: {
    method: 'GET',
    path: '/api/idv/:id/methods',
    summary: 'List the verification methods of a link',
    tag: 'idv',
    params: idvParamsSchema,
    query: none,
    body: null,
    response: idvMethodListSchema,
    errors: 'idv',
  },
  idvTrigger: {
    method: 'POST',
    path: '/api/idv/:id/methods',
    summary: "Start a verification method; answers the provider's URL",
    tag: 'idv',
    params: idvParamsSchema,
    query: idvLanguageQuerySchema,
    body: idvTriggerSchema,
    response: idvTriggerResultSchema,
    errors: 'idv',
  },
  validateAddress: {
    method: 'POST',
    path: '/api/validation/:brand/address',
    summary: 'Validate a German address',
    tag: 'validation',
    params: brandParams,
    query: none,
    body: postalAddressSchema,
    response: addressValidationSchema,
    errors: 'generic',
  },
  validateIban: {
    method: 'POST',
    path: '/api/validation/:brand/iban',
    summary: 'Validate an IBAN and look up its bank',
    tag: 'validation',
    params: brandParams,
    query: none,
    body: ibanCheckSchema,
    response: ibanCheckResultSchema,
    errors: 'generic',
  },
  prefilledTerminationConfig: {
    method: 'GET',
    path: '/api/:brand/prefilledcontracttermination/config',
    summary: 'Options of the prefilled termination form',
    tag: 'prefilledTermination',
    params: brandParams,
    query: none,
    body: null,
    response: terminationConfigSchema,
    errors: 'generic',
  },
  prefilledTerminationSubmit: {
    method: 'POST',
    path: '/api/:brand/prefilledcontracttermination/:id',
    summary: 'Submit a prefilled termination; the same id again replays the first receipt',
    tag: 'prefilledTermination',
    params: terminationParams,
    query: none,
    body: prefilledTerminationRequestSchema,
    response: terminationReceiptSchema,
    errors: 'generic',
  },
  prefilledTerminationDownload: {
    method: 'GET',
    path: '/api/:brand/prefilledcontracttermination/download/:id',
    summary: 'Confirmation of receipt of a prefilled termination as PDF',
    tag: 'prefilledTermination',
    params: terminationParams,
    query: none,
    body: null,
    response: pdf,
    errors: 'generic',
  },
  prefilledTerminationPrefill: {
    method: 'GET',
    path: '/api/:brand/prefilledcontracttermination/prefill',
    summary: 'Read the fields a prefilled termination link carries',
    tag: 'prefilledTermination',
    params: brandParams,
    query: z.object({ data: prefillDataSchema }),
    body: null,
    response: prefillSchema,
    errors: 'generic',
  },
  withdrawalSubmit: {
    method: 'POST',
    path: '/api/:brand/withdrawal/:id',
    summary:
      'Withdraw an order (Widerruf); the same id again replays the first receipt. Refusals: ' +
      '404 WithdrawalOrderNotFound, 409 WithdrawalPeriodEnded, 409 WithdrawalAlreadyDone',
    tag: 'withdrawal',
    params: withdrawalParams,
    query: none,
    body: withdrawalRequestSchema,
    response: withdrawalReceiptSchema,
    errors: 'generic',
  },
  withdrawalDownload: {
    method: 'GET',
    path: '/api/:brand/withdrawal/download/:id',
    summary: 'Acknowledgement of receipt of a withdrawal as PDF',
    tag: 'withdrawal',
    params: withdrawalParams,
    query: none,
    body: null,
    response: pdf,
    errors: 'generic',
  },
} as const satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;

export const callNames = Object.keys(calls) as CallName[];

export const isMultipart = (body: CallDef['body']): body is MultipartBody =>
  body !== null && 'kind' in body && body.kind === 'multipart';

export const isBlobResponse = (response: CallDef['response']): response is BlobResponse =>
  'kind' in response && response.kind === 'blob';

/** What the client passes for a call (before defaults or checks apply). */
export type ParamsOf<N extends CallName> = z.input<Calls[N]['params']>;
export type QueryOf<N extends CallName> = z.input<Calls[N]['query']>;
export type BodyOf<N extends CallName> = Calls[N]['body'] extends z.ZodMiniType
  ? z.input<Calls[N]['body']>
  : Calls[N]['body'] extends MultipartBody
    ? Blob
    : undefined;

/** What a successful call answers, after validation. */
export type ResponseOf<N extends CallName> = Calls[N]['response'] extends z.ZodMiniType
  ? z.output<Calls[N]['response']>
  : Blob;
