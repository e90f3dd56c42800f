import type { ApiClient } from '../api/client/index.ts';

let client: Promise<ApiClient> | undefined;

/**
 * The API client, loaded on first use. It carries the contract's zod schemas, which
 * would otherwise count against every island page's first bytes; screens start the
 * import while they render their loading state.
 */
export function loadApi(): Promise<ApiClient> {
  client ??= import('../api/client/index.ts').then((m) => m.api);
  return client;
}
