import { RequestError, type RequestContext } from './classes.ts';

/**
 * Codes any call may answer about the request itself rather than about its offer or
 * verification: too many attempts from this client, a login code that is unknown, used or
 * expired, an idempotency key sent again with another body. Whatever family the call
 * belongs to (SPEC §8), each keeps its own code and text instead of reading as Unexpected.
 */
export const refusedCodes = ['TooManyRequests', 'InvalidCode', 'IdempotencyKeyReused'] as const;

export type RefusedCode = (typeof refusedCodes)[number];

export const refusedMessages = {
  TooManyRequests: 'Too many requests; try again later.',
  InvalidCode: 'The code is unknown, used or expired.',
  IdempotencyKeyReused: 'The idempotency key was already used for another request.',
} as const satisfies Record<RefusedCode, string>;

export const isRefusedCode = (code: string | undefined): code is RefusedCode =>
  (refusedCodes as readonly (string | undefined)[]).includes(code);

export class RefusedRequestError extends RequestError {
  override name = 'RefusedRequestError';
  declare readonly code: RefusedCode;

  constructor(code: RefusedCode, context: RequestContext = {}) {
    super(code, refusedMessages[code], context);
  }
}
