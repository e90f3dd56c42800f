import type { ErrorBody } from '../src/api/contract/common.ts';

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

export class HttpFailure extends Error {
  readonly status: FailureStatus;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;
  constructor(status: FailureStatus, body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.message ?? body.code ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** Throw from a handler to answer with an error body (and headers such as Retry-After). */
export const fail = (
  status: FailureStatus,
  body: ErrorBody,
  headers: Record<string, string> = {},
): never => {
  throw new HttpFailure(status, body, headers);
};
