import { retry } from 'wretch/middlewares/retry';
import type { ConfiguredMiddleware } from 'wretch';
import { isAbort, sleep } from './abort.ts';

/** Answers worth a second try (SPEC §7): timeouts, conflicts, rate limits, gateway trouble. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/** A repeated POST could order twice: only methods without side effects are retried. */
const NEVER_RETRIED = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isRetriedMethod = (method: string): boolean =>
  !NEVER_RETRIED.has(method.toUpperCase());

export interface RetryOptions {
  /** Wait before the retry when the server names none. */
  readonly delayMs?: number;
  /** Longest wait, also for a larger `Retry-After`: a customer will not wait minutes. */
  readonly maxDelayMs?: number;
}

export const DEFAULT_RETRY_DELAY_MS = 500;
export const DEFAULT_MAX_RETRY_DELAY_MS = 5000;

/** `Retry-After` in milliseconds: delay-seconds or an HTTP date; undefined when absent or bad. */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * One retry for GET and other safe methods, on a retry status or when no answer arrived at
 * all; none for POST, PUT, PATCH and DELETE. An abort is final.
 */
export function retryPolicy(options: RetryOptions = {}): ConfiguredMiddleware {
  const delayMs = options.delayMs ?? DEFAULT_RETRY_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  return retry({
    maxAttempts: 1,
    // The wait happens in onRetry, where the answer (and its Retry-After) is known.
    delayTimer: 0,
    retryOnNetworkError: true,
    resolveWithLatestResponse: true,
    skip: (_url, opts) => !isRetriedMethod(opts.method ?? 'GET'),
    until: (response, error) => {
      if (!response) return isAbort(error);
      if (!RETRY_STATUSES.has(response.status)) return true;
      // A limit that says "not before then" refuses an earlier try for sure (and counts it):
      // the customer hears at once when to try again.
      const wait = retryAfterMs(response.headers.get('Retry-After'), Date.now());
      return response.status === 429 && wait !== undefined && wait > maxDelayMs;
    },
    onRetry: async ({ response, options: opts }) => {
      const wanted = retryAfterMs(response?.headers.get('Retry-After'), Date.now()) ?? delayMs;
      // The first answer is dropped: free its connection for the retry.
      await response?.body?.cancel().catch(() => undefined);
      await sleep(Math.min(wanted, maxDelayMs), opts.signal);
      return undefined;
    },
  });
}
