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
  PayloadTooLarge: {
    status: 413,
    body: {
      message: 'Validation failed.',
      errors: [
        {
          field: 'file',
          code: 'fileTooLarge',
          message: `The file is larger than ${UPLOAD_MAX_BYTES} bytes.`,
        },
      ],
    },
  },
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

/** Largest request body the edge lets through to the API: one upload plus multipart framing. */
export const API_MAX_BODY_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
