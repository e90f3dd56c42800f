import type { ClientOf } from '../api/client/types.ts';
import type { CallTable } from '../api/contract/callDef.ts';

let client: Promise<typeof import('../api/client/api.ts')> | undefined;

const loadClient = () =>
  (client ??= import('../api/client/api.ts').catch((error: unknown) => {
    // A chunk that failed to load (offline) is fetched again on the next call.
    client = undefined;
    throw error;
  }));

/**
 * The API client for the calls of `table` (an area's, `api/contract/calls/<area>.ts`),
 * loaded on first use. The caller imports the table, so a screen carries the schemas of
 * its own calls and no other area's; the client's code (wretch, the error catalogues)
 * loads once for all of them.
 */
export async function loadApi<T extends CallTable>(table: T): Promise<ClientOf<T>> {
  return (await loadClient()).browserApi(table);
}

/** Starts loading the client's code: every screen calls the API, none should wait for it. */
export function preloadApi(): void {
  loadClient().catch(() => undefined);
}
