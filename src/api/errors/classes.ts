import type { Downtime, FieldError, UseCase } from '../contract/common.ts';
import type { CallName } from '../contract/calls.ts';
import { messages, type ApiCode, type IdvCode, type OfferCode } from './codes.ts';

/** What the client was asked to do. */
export interface RequestConfig {
  readonly call?: CallName | undefined;
  readonly method: string;
  readonly url: string;
}

/** What went over the wire; the trace id lets the hotline find the request in the logs. */
export interface RequestInfo {
  readonly method: string;
  readonly url: string;
  readonly traceId?: string | undefined;
}

/** What came back; absent when no answer arrived (network error, abort). */
export interface ResponseInfo {
  readonly status: number;
  readonly body: unknown;
  /** `Retry-After` in whole seconds, when the answer had a usable one. */
  readonly retryAfterSeconds?: number | undefined;
}

export interface RequestContext {
  readonly config?: RequestConfig | undefined;
  readonly request?: RequestInfo | undefined;
  readonly response?: ResponseInfo | undefined;
  readonly cause?: unknown;
}

/**
 * Root of every error the site raises (SPEC §3). The message is for developers and logs;
 * what a customer reads comes from the `errors` texts, keyed by the code.
 */
export class BaseError extends Error {
  override name = 'BaseError';
  readonly code: string;

  constructor(code: string, message: string, options: { cause?: unknown } = {}) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.code = code;
  }
}

export class RequestError extends BaseError {
  override name = 'RequestError';
  readonly config: RequestConfig | undefined;
  readonly request: RequestInfo | undefined;
  readonly response: ResponseInfo | undefined;

  constructor(code: string, message: string, context: RequestContext = {}) {
    super(code, message, 'cause' in context ? { cause: context.cause } : {});
    this.config = context.config;
    this.request = context.request;
    this.response = context.response;
  }
}

/** What an offer or verification answer tells beside its code. */
export interface FlowDetails {
  readonly useCase?: UseCase | undefined;
  readonly downtime?: Downtime | undefined;
  /** The hotline the answer names, e.g. with ReservationCallHotline. */
  readonly shopHotline?: string | undefined;
  /** OfferMismatch, IdvMismatch: the brand the offer or verification belongs to. */
  readonly brand?: string | undefined;
}

/**
 * An answer about the customer's offer or verification (SPEC §8): its code and what it
 * tells beside it. One class for every flow; each flow's codes are its own subclass, so
 * `instanceof` tells an offer's answer from a verification's.
 */
export class FlowError<Code extends string> extends RequestError {
  override name = 'FlowError';
  declare readonly code: Code;
  readonly useCase: UseCase | undefined;
  readonly downtime: Downtime | undefined;
  readonly shopHotline: string | undefined;
  readonly brand: string | undefined;

  constructor(
    code: Code,
    message: string,
    details: FlowDetails = {},
    context: RequestContext = {},
  ) {
    super(code, message, context);
    this.useCase = details.useCase;
    this.downtime = details.downtime;
    this.shopHotline = details.shopHotline;
    this.brand = details.brand;
  }
}

export class OfferError extends FlowError<OfferCode> {
  override name = 'OfferError';
}

export class IdvError extends FlowError<IdvCode> {
  override name = 'IdvError';
}

export class ValidationError extends RequestError {
  override name = 'ValidationError';
  declare readonly code: Extract<ApiCode, 'ValidationFailed'>;
  readonly errors: readonly FieldError[];

  constructor(errors: readonly FieldError[], context: RequestContext = {}) {
    super('ValidationFailed', messages.validation, context);
    this.errors = errors;
  }
}

/** Any other failed request, including an answer that breaks the contract. */
export class ApiError extends RequestError {
  override name = 'ApiError';
  declare readonly code: Extract<ApiCode, 'ApiError'>;

  constructor(context: RequestContext = {}) {
    super('ApiError', messages.api, context);
  }
}
