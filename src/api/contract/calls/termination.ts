import { brandParams, documentLanguage, none, pdf } from '../callParts.ts';
import type { CallTable, MultipartBody } from '../callDef.ts';
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
  },
  terminationDownload: {
    method: 'GET',
    path: '/api/:brand/contracttermination/download/:id',
    summary: 'Confirmation of receipt of a termination as PDF',
    tag: 'termination',
    ...receiptDownload,
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
  },
  prefilledTerminationConfig: {
    method: 'GET',
    path: '/api/:brand/prefilledcontracttermination/config',
    summary: 'Options of the prefilled termination form',
    tag: 'prefilledTermination',
    ...formConfig,
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
  },
  prefilledTerminationDownload: {
    method: 'GET',
    path: '/api/:brand/prefilledcontracttermination/download/:id',
    summary: 'Confirmation of receipt of a prefilled termination as PDF',
    tag: 'prefilledTermination',
    ...receiptDownload,
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
  },
} as const satisfies CallTable;

export default terminationCalls;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    termination: typeof terminationCalls;
  }
}
