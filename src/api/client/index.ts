export { isAbort, RequestAbortedError } from './abort.ts';
export { browserClient, defaultBaseUrl } from './api.ts';
export {
  bindCalls,
  createApiClient,
  createTransport,
  type ApiClientOptions,
  type Send,
} from './createApiClient.ts';
export { RETRY_STATUSES, isRetriedMethod, retryAfterMs, type RetryOptions } from './retry.ts';
export { getTraceId, TRACE_ID_COOKIE, TRACE_ID_DAYS } from './traceId.ts';
export type { ApiClient, CallFunction, CallInput, ClientOf } from './types.ts';
