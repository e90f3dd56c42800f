import type { ApiClient } from '../api/client/index.ts';

let client: Promise<ApiClient> | undefined;

/**
 * The API client, loaded on first use. It carries the contract's zod schemas, which
 * would otherwise count against every island page's first bytes; screens start the
 * import while they render their loading state.
 */
export function loadApi(): Promise<ApiClient> {
  client ??= import('../api/client/index.ts').then(
    (m) => m.api,
    (error: unknown) => {
      // A chunk that failed to load (offline) is fetched again on the next call.
      client = undefined;
      throw error;
    },
  );
  return client;
}
