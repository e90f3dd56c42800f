export { isAbort, RequestAbortedError } from './abort.ts';
export { api, defaultBaseUrl } from './api.ts';
export { createApiClient, type ApiClientOptions } from './createApiClient.ts';
export { RETRY_STATUSES, isRetriedMethod, retryAfterMs, type RetryOptions } from './retry.ts';
export { getTraceId, TRACE_ID_COOKIE, TRACE_ID_DAYS } from './traceId.ts';
export type { ApiClient, CallFunction, CallInput } from './types.ts';
