import wretch from 'wretch';
import { isBlobResponse, isMultipart, type CallDef, type CallTable } from '../contract/callDef.ts';
import type { CallName } from '../contract/calls.ts';
import { IDEMPOTENCY_KEY_HEADER, TRACE_ID_HEADER } from '../contract/headers.ts';
import { ApiError, BaseError, type RequestConfig, type RequestInfo } from '../errors/classes.ts';
import { linkSignals, RequestAbortedError } from './abort.ts';
import { readAnswer } from './answer.ts';
import { watchPageLife } from './pageLife.ts';
import { retryPolicy, type RetryOptions } from './retry.ts';
import { getTraceId } from './traceId.ts';
import type { ClientOf } from './types.ts';
import { fillPath, queryString, trimBaseUrl } from './url.ts';

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the permissions API; contract paths start with /api. */
  readonly baseUrl: string;
  /** Default: the global fetch, looked up per request. */
  readonly fetch?: typeof fetch;
  /** The bearer token to send, read per request; none when it returns none. Default: none. */
  readonly getToken?: () => string | undefined;
  /** Default: the trace-id cookie. */
  readonly getTraceId?: () => string;
  /** Where `pagehide` aborts requests in flight. Default: `window` in a browser, none elsewhere. */
  readonly pageLifeTarget?: EventTarget | null;
  readonly retry?: RetryOptions;
}

export interface AnyCallInput {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

const defaultPageLifeTarget = (): EventTarget | null =>
  typeof window === 'undefined' ? null : window;

function bodyOf(def: CallDef, body: unknown): BodyInit | object | null {
  if (def.body === null) return null;
  if (isMultipart(def.body)) {
    const form = new FormData();
    form.append(def.body.field, body as Blob);
    return form;
  }
  // wretch sends an object as JSON.
  return body as object;
}

/** Sends one call of the contract and reads its answer. */
export type Send = (name: CallName, def: CallDef, input: AnyCallInput) => Promise<unknown>;

/**
 * The API client's transport: one configured wretch instance (trace id and bearer token on
 * every request, retry policy, abort on page leave) that sends any call of the contract.
 * It never names the brand: the edge in front of the API writes X-Brand from the host that
 * served the page, so a page cannot claim another brand's links. It
 * resolves with the contract-validated answer, or rejects with a SPEC §8 error (OfferError,
 * IdvError, ValidationError, ApiError) or an abort (`isAbort`).
 */
export function createTransport(options: ApiClientOptions): Send {
  const baseUrl = trimBaseUrl(options.baseUrl);
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readToken = options.getToken ?? (() => undefined);
  const readTraceId = options.getTraceId ?? getTraceId;
  const target =
    options.pageLifeTarget === undefined ? defaultPageLifeTarget() : options.pageLifeTarget;
  const pageLife = target ? watchPageLife(target) : undefined;

  const instance = wretch(baseUrl)
    .fetchPolyfill(fetchImpl)
    .middlewares([retryPolicy(options.retry)])
    // Answers are judged by the contract in readAnswer, not by wretch.
    .catcherFallback((error) => {
      if (error instanceof wretch.WretchError) return error.response;
      throw error;
    });

  return async function send(name, def, input) {
    const path = fillPath(def.path, input.params ?? {}) + queryString(input.query ?? {});
    const url = baseUrl + path;
    const traceId = readTraceId();
    const token = readToken();
    const config: RequestConfig = { call: name, method: def.method, url };
    const info: RequestInfo = { method: def.method, url, traceId };
    const { signal, release } = linkSignals([pageLife?.signal, input.signal]);

    const call = instance
      .url(path)
      .headers({
        [TRACE_ID_HEADER]: traceId,
        Accept: isBlobResponse(def.response) ? def.response.contentType : 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(input.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey } : {}),
      })
      .options({ signal });

    try {
      const response = await call.fetch(def.method, '', bodyOf(def, input.body)).res();
      return await readAnswer(def, response, { config, request: info });
    } catch (cause) {
      if (signal.aborted) throw new RequestAbortedError('The request was aborted.', { cause });
      if (cause instanceof BaseError) throw cause;
      // No answer (offline, DNS, connection reset) or a body cut off: status 0.
      throw new ApiError({ config, request: info, cause });
    } finally {
      release();
    }
  };
}

/** One typed function per call of `table` (all calls, or one area's), sent by `send`. */
export function bindCalls<T extends CallTable>(table: T, send: Send): ClientOf<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, def]) => [
      name,
      // Every table is a part of the contract's: its names are call names.
      (input: AnyCallInput = {}) => send(name as CallName, def, input),
    ]),
  ) as unknown as ClientOf<T>;
}

/** A client with its own transport for the calls of `table`. */
export function createApiClient<T extends CallTable>(
  table: T,
  options: ApiClientOptions,
): ClientOf<T> {
  return bindCalls(table, createTransport(options));
}
