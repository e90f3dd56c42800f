import { bodyTooLarge, fileTooLarge, JSON_MARGIN_BYTES } from '../src/api/contract/bodyLimit.ts';
import { UPLOAD_MAX_BYTES } from '../src/api/contract/termination.ts';

/**
 * JSON error answers the edge (and the generated nginx config) give for /api/* when the API
 * itself cannot answer. Bodies follow the contract's error shape, so the client's error
 * mapping reads them like any other failed call.
 */
export const edgeErrors = {
  MethodNotAllowed: {
    status: 405,
    body: { code: 'MethodNotAllowed', message: 'The API does not answer this method.' },
  },
  /** A JSON body above its call's limit (nginx cannot say which limit: the API documents them). */
  PayloadTooLarge: {
    status: 413,
    body: {
      ...bodyTooLarge(JSON_MARGIN_BYTES),
      message: 'The request body is larger than this call takes.',
    },
  },
  /** An upload above its limit: a field error on the file, which the form shows at the field. */
  FileTooLarge: { status: 413, body: fileTooLarge(UPLOAD_MAX_BYTES) },
  UpstreamUnavailable: {
    status: 502,
    body: { code: 'UpstreamUnavailable', message: 'The API cannot be reached.' },
  },
  UpstreamTimeout: {
    status: 504,
    body: { code: 'UpstreamTimeout', message: 'The API did not answer in time.' },
  },
} as const;

export type EdgeErrorName = keyof typeof edgeErrors;

/** Methods the API answers; anything else (TRACE, CONNECT, inventions) is refused at the edge. */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
