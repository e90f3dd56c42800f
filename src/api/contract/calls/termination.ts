import { brandParams, documentLanguage, none, pdf } from '../callParts.ts';
import type { CallTable, ExamplesFit, MultipartBody } from '../callDef.ts';
import { brandSlugSchema, terminationIdSchema } from '../common.ts';
import {
  prefillDataSchema,
  prefilledContractSchema,
  prefilledTerminationRequestSchema,
  terminationConfigSchema,
  terminationReceiptSchema,
  terminationRequestSchema,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  uploadResultSchema,
} from '../termination.ts';
import { z } from '../zod.ts';

const terminationId = '3b241101-e2bb-4255-8caf-4136c566a962';

const config = {
  serviceTypes: ['mobile', 'internet', 'option'],
  cancellationTypes: ['Regular', 'Special'],
  reasons: [
    { reason: 'deathOfContractHolder', requiresProof: true },
    { reason: 'moveAbroad', requiresProof: true },
    { reason: 'otherReason', requiresProof: false },
  ],
  terminationDate: { earliest: '2026-01-15', latest: '2027-01-15' },
  upload: { maxBytes: 10485760, contentTypes: ['application/pdf', 'image/jpeg', 'image/png'] },
  offerHotline: '0800 1234567',
} as const;

const identification = {
  contract: { phoneNumber: '0176 12345678' },
  customer: {
    givenNames: 'Anna Maria',
    familyName: 'Müller-Lüdenscheidt',
    birthDate: '1990-05-17',
    address: {
      street: 'Georg-Brauchle-Ring',
      houseNumber: '50',
      postalCode: '80992',
      city: 'München',
    },
  },
} as const;

const termination = {
  serviceType: 'mobile',
  cancellationType: 'Regular',
  selectTerminationDate: false,
  reason: 'None',
  ...identification,
  email: 'anna.mueller@example.de',
} as const;

const receipt = {
  id: terminationId,
  receivedAt: '2026-01-14T09:30:00+01:00',
  effectiveDate: '2026-03-31',
};

const prefillData = 'eyJjdXN0b21lciI6IjQ3MTEifQ.c2lnbmF0dXJlLXNpZw';

const terminationParams = z.object({
  brand: brandSlugSchema,
  id: terminationIdSchema,
});

const upload: MultipartBody = {
  kind: 'multipart',
  field: 'file',
  contentTypes: UPLOAD_CONTENT_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
};

/** Both forms' options: the same answer, for anyone on the brand's site. */
const formConfig = {
  params: brandParams,
  query: none,
  body: null,
  response: terminationConfigSchema,
  errors: 'generic',
  access: 'publicTermination',
} as const;

/** A receipt's PDF, for whoever holds its termination id. */
const receiptDownload = {
  params: terminationParams,
  query: documentLanguage,
  body: null,
  response: pdf,
  errors: 'generic',
  access: 'terminationId',
} as const;

/** The termination form (§ 312k BGB) and its prefilled variant from a signed link. */
const terminationCalls = {
  terminationConfig: {
    method: 'GET',
    path: '/api/:brand/contracttermination/config',
    summary: 'Options of the termination form',
    tag: 'termination',
    ...formConfig,
    example: { params: { brand: 'o2' }, query: {}, response: config },
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
    access: 'publicTermination',
    example: {
      params: { brand: 'o2', id: terminationId },
      query: {},
      body: termination,
      response: receipt,
    },
  },
  terminationDownload: {
    method: 'GET',
    path: '/api/:brand/contracttermination/download/:id',
    summary: 'Confirmation of receipt of a termination as PDF',
    tag: 'termination',
    ...receiptDownload,
    example: { params: { brand: 'o2', id: terminationId }, query: { language: 'de' } },
  },
  terminationUpload: {
    method: 'POST',
    path: '/api/:brand/contracttermination/upload/:id',
    summary:
      'Upload a proof document for a termination (PDF, JPEG, PNG by their bytes), kept as ' +
      'rebuilt from what it shows. Refused: 413 fileTooLarge, 415 fileTypeNotAllowed, 422 ' +
      'fileNotAccepted, 429 per client, 503 while busy (see the request body)',
    tag: 'termination',
    params: terminationParams,
    query: none,
    body: upload,
    response: uploadResultSchema,
    errors: 'generic',
    access: 'terminationId',
    example: {
      params: { brand: 'o2', id: terminationId },
      query: {},
      response: {
        uploadId: '9f1c7c1e-7f7c-4c43-9a55-1d8f0e3c2b10',
        fileName: 'Sterbeurkunde.pdf',
        contentType: 'application/pdf',
        size: 284113,
      },
    },
  },
  prefilledTerminationConfig: {
    method: 'GET',
    path: '/api/:brand/prefilledcontracttermination/config',
    summary: 'Options of the prefilled termination form',
    tag: 'prefilledTermination',
    ...formConfig,
    example: { params: { brand: 'nova' }, query: {}, response: config },
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
    access: 'prefillLink',
    example: {
      params: { brand: 'nova', id: terminationId },
      query: {},
      body: { ...termination, data: prefillData },
      response: receipt,
    },
  },
  prefilledTerminationDownload: {
    method: 'GET',
    path: '/api/:brand/prefilledcontracttermination/download/:id',
    summary: 'Confirmation of receipt of a prefilled termination as PDF',
    tag: 'prefilledTermination',
    ...receiptDownload,
    example: {
      params: { brand: 'nova', id: terminationId },
      query: { language: 'de' },
    },
  },
  prefilledTerminationPrefill: {
    method: 'GET',
    path: '/api/:brand/prefilledcontracttermination/prefill',
    summary:
      'Read the fields a prefilled termination link carries, and the earliest end date of its contract',
    tag: 'prefilledTermination',
    params: brandParams,
    query: z.object({ data: prefillDataSchema }),
    body: null,
    response: prefilledContractSchema,
    errors: 'generic',
    access: 'prefillLink',
    example: {
      params: { brand: 'nova' },
      query: { data: prefillData },
      response: {
        serviceType: 'mobile',
        ...identification,
        email: 'anna.mueller@example.de',
        earliestEndDate: '2026-05-13',
      },
    },
  },
} as const satisfies CallTable;

export default terminationCalls satisfies ExamplesFit<typeof terminationCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    termination: typeof terminationCalls;
  }
}
