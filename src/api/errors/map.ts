import type { ErrorKind } from '../contract/callDef.ts';
import {
  downtimeSchema,
  fieldErrorSchema,
  phoneNumberSchema,
  useCaseSchema,
  type ErrorBody,
} from '../contract/common.ts';
import {
  ApiError,
  IdvError,
  OfferError,
  ValidationError,
  type RequestConfig,
  type RequestContext,
  type RequestInfo,
} from './classes.ts';
import {
  idvBodyCodes,
  idvMismatchCode,
  messages,
  offerBodyCodes,
  type IdvBodyCode,
  type OfferBodyCode,
  type OfferClientCode,
} from './codes.ts';
import { isRefusedCode, RefusedRequestError } from './refused.ts';

/** A failed call as the client saw it. Status 0: no answer arrived. */
export interface RequestFailure {
  readonly status: number;
  /** The parsed JSON body, or undefined when there was none. */
  readonly body: unknown;
  /** `Retry-After` in whole seconds, when the answer had a usable one. */
  readonly retryAfterSeconds?: number | undefined;
  readonly config?: RequestConfig | undefined;
  readonly request?: RequestInfo | undefined;
  readonly cause?: unknown;
}

/**
 * The error fields of a body, each taken only if it is well-formed: a broken downtime
 * must not hide a valid code, and nothing malformed may crash the mapping.
 */
export function readErrorBody(body: unknown): ErrorBody {
  if (body === null || typeof body !== 'object') return {};
  const raw = body as Record<string, unknown>;
  const out: ErrorBody = {};
  if (typeof raw['code'] === 'string') out.code = raw['code'];
  if (typeof raw['message'] === 'string') out.message = raw['message'];
  if (Array.isArray(raw['errors'])) {
    const errors = raw['errors'].flatMap((e) => {
      const parsed = fieldErrorSchema.safeParse(e);
      return parsed.success ? [parsed.data] : [];
    });
    if (errors.length > 0) out.errors = errors;
  }
  const useCase = useCaseSchema.safeParse(raw['offerUseCase']);
  if (useCase.success) out.offerUseCase = useCase.data;
  const downtime = downtimeSchema.safeParse(raw['downtime']);
  if (downtime.success) out.downtime = downtime.data;
  const hotline = phoneNumberSchema.safeParse(raw['shopHotline']);
  if (hotline.success) out.shopHotline = hotline.data;
  const { triesLeft, lockedUntil, brand } = raw;
  if (typeof triesLeft === 'number' && Number.isInteger(triesLeft) && triesLeft >= 0)
    out.triesLeft = triesLeft;
  if (typeof lockedUntil === 'string' && Number.isFinite(Date.parse(lockedUntil)))
    out.lockedUntil = lockedUntil;
  if (typeof brand === 'string' && /^[a-z0-9-]{1,40}$/.test(brand)) out.brand = brand;
  return out;
}

function contextOf(failure: RequestFailure): RequestContext {
  return {
    config: failure.config,
    request: failure.request,
    response:
      failure.status > 0
        ? {
            status: failure.status,
            body: failure.body,
            ...(failure.retryAfterSeconds === undefined
              ? {}
              : { retryAfterSeconds: failure.retryAfterSeconds }),
          }
        : undefined,
    ...('cause' in failure ? { cause: failure.cause } : {}),
  };
}

/** What an offer or identity error page shows besides its code. */
const detailsOf = (body: ErrorBody) => ({
  useCase: body.offerUseCase,
  downtime: body.downtime,
  shopHotline: body.shopHotline,
  brand: body.brand,
});

const isOfferBodyCode = (code: string | undefined): code is OfferBodyCode =>
  (offerBodyCodes as readonly (string | undefined)[]).includes(code);

const isIdvBodyCode = (code: string | undefined): code is IdvBodyCode =>
  (idvBodyCodes as readonly (string | undefined)[]).includes(code);

/** SPEC §8, offer calls. */
export function mapOfferError(failure: RequestFailure): OfferError | ValidationError {
  const body = readErrorBody(failure.body);
  const context = contextOf(failure);
  const details = detailsOf(body);
  if (failure.status === 401)
    return new OfferError('NotAuthorized', messages.offerNotAuthorized, details, context);
  if (failure.status === 403)
    return new OfferError('Forbidden', messages.offerForbidden, details, context);
  if (failure.status === 404)
    return new OfferError('NotFound', messages.offerNotFound, details, context);
  if (isOfferBodyCode(body.code))
    return new OfferError(body.code, messages.offerBody, details, context);
  if (body.errors) return new ValidationError(body.errors, context);
  return new OfferError('Unexpected', messages.offerUnexpected, details, context);
}

/** SPEC §8, identity verification calls. */
export function mapIdvError(failure: RequestFailure): IdvError {
  const body = readErrorBody(failure.body);
  const context = contextOf(failure);
  const details = detailsOf(body);
  if (failure.status === 404)
    return new IdvError('NotFound', messages.idvNotFound, details, context);
  if (isIdvBodyCode(body.code)) return new IdvError(body.code, messages.idvBody, details, context);
  if (body.code === idvMismatchCode)
    return new IdvError(idvMismatchCode, messages.idvMismatch, details, context);
  return new IdvError('Unexpected', messages.idvUnexpected, details, context);
}

/** SPEC §8, every other call. */
export function mapGenericError(failure: RequestFailure): ValidationError | ApiError {
  const body = readErrorBody(failure.body);
  const context = contextOf(failure);
  return body.errors ? new ValidationError(body.errors, context) : new ApiError(context);
}

/**
 * The mapping a call's `errors` kind in the contract names; a refusal of the request itself
 * (refused.ts) keeps its own code whatever the kind.
 */
export function mapRequestError(
  kind: ErrorKind,
  failure: RequestFailure,
): OfferError | IdvError | ValidationError | ApiError | RefusedRequestError {
  const { code } = readErrorBody(failure.body);
  if (isRefusedCode(code)) return new RefusedRequestError(code, contextOf(failure));
  if (kind === 'offer') return mapOfferError(failure);
  if (kind === 'idv') return mapIdvError(failure);
  return mapGenericError(failure);
}

const clientOfferMessages = {
  DocumentsNotLoaded: messages.documentsNotLoaded,
  OfferResetFailed: messages.offerResetFailed,
  OfferSummaryNotLoaded: messages.offerSummaryNotLoaded,
  PaymentAborted: messages.paymentAborted,
  PaymentFailed: messages.paymentFailed,
} as const satisfies Record<OfferClientCode, string>;

/** An offer error the site raises itself (SPEC §8 "further offer error names"). */
export function clientOfferError(
  code: OfferClientCode,
  options: { useCase?: OfferError['useCase']; cause?: unknown } = {},
): OfferError {
  const context = 'cause' in options ? { cause: options.cause } : {};
  return new OfferError(code, clientOfferMessages[code], { useCase: options.useCase }, context);
}
