/**
 * The request was cancelled on purpose (page leave, or the caller's signal), not failed:
 * flows must stay silent about it instead of showing an error to the customer.
 */
export class RequestAbortedError extends Error {
  override name = 'AbortError';
}

/** True for a cancelled request, whichever layer noticed it (fetch, body read, retry wait). */
export function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

/** One signal for one request: aborted as soon as any source is. `release` drops the links. */
export function linkSignals(sources: readonly (AbortSignal | undefined)[]): {
  signal: AbortSignal;
  release: () => void;
} {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const linked = sources.filter((s): s is AbortSignal => s !== undefined);
  for (const source of linked) {
    if (source.aborted) abort();
    else source.addEventListener('abort', abort, { once: true });
  }
  return {
    signal: controller.signal,
    release: () => linked.forEach((source) => source.removeEventListener('abort', abort)),
  };
}

/** Resolves after `ms`, or at once when the signal aborts (the caller then sees the abort). */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
