import wretch from 'wretch';
import {
  callNames,
  calls,
  isBlobResponse,
  isMultipart,
  type CallDef,
  type CallName,
} from '../contract/calls.ts';
import { BRAND_HEADER, IDEMPOTENCY_KEY_HEADER, TRACE_ID_HEADER } from '../contract/headers.ts';
import { ApiError, BaseError, type RequestConfig, type RequestInfo } from '../errors/index.ts';
import { getValidToken } from '../../stores/authToken.ts';
import { linkSignals, RequestAbortedError } from './abort.ts';
import { readAnswer } from './answer.ts';
import { watchPageLife } from './pageLife.ts';
import { retryPolicy, type RetryOptions } from './retry.ts';
import { getTraceId } from './traceId.ts';
import type { ApiClient } from './types.ts';
import { fillPath, queryString, trimBaseUrl } from './url.ts';

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the permissions API; contract paths start with /api. */
  readonly baseUrl: string;
  /** Default: the global fetch, looked up per request. */
  readonly fetch?: typeof fetch;
  /** The bearer token to send, if any. Default: the stored token while it is valid. */
  readonly getToken?: () => string | undefined;
  /** Default: the trace-id cookie. */
  readonly getTraceId?: () => string;
  /** Slug of the page's brand, sent as X-Brand so the API refuses another brand's links. */
  readonly brand?: string;
  /** Where `pagehide` aborts requests in flight. Default: `window` in a browser, none elsewhere. */
  readonly pageLifeTarget?: EventTarget | null;
  readonly retry?: RetryOptions;
}

interface AnyCallInput {
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

/**
 * The API client: one configured wretch instance (trace id and bearer token on every
 * request, retry policy, abort on page leave) and one typed function per call of the
 * contract. Every function resolves with the contract-validated answer, or rejects with a
 * SPEC §8 error (OfferError, IdvError, ValidationError, ApiError) or an abort (`isAbort`).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = trimBaseUrl(options.baseUrl);
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readToken = options.getToken ?? (() => getValidToken(Date.now()));
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

  async function request(name: CallName, input: AnyCallInput): Promise<unknown> {
    const def: CallDef = calls[name];
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
        ...(options.brand ? { [BRAND_HEADER]: options.brand } : {}),
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
  }

  return Object.fromEntries(
    callNames.map((name) => [name, (input: AnyCallInput = {}) => request(name, input)]),
  ) as unknown as ApiClient;
}
