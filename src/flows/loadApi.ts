import type { ClientOf } from '../api/client/types.ts';
import type { CallTable } from '../api/contract/callDef.ts';
import { importWhenReachable, type LazyFiles } from '../ui/importWhenReachable.ts';
import { nextTask } from '../ui/nextTask.ts';

type Bind = <T extends CallTable>(table: T) => ClientOf<T>;

let client: Promise<Bind> | undefined;

// Fetched in full before they are imported: Firefox and WebKit keep a failed import failed.
const loadClientCode = importWhenReachable(
  'lazy-files:src/api/client/api.ts',
  () => import('../api/client/api.ts'),
);
const loadTokenStore = importWhenReachable(
  'lazy-files:src/stores/authToken.ts',
  () => import('../stores/authToken.ts'),
);

/** The page's one client, which sends the login's token while it is valid. */
const loadClient = () =>
  (client ??= Promise.all([loadClientCode(), loadTokenStore()])
    .then(([{ browserClient }, { getValidToken }]) => browserClient(() => getValidToken()))
    .catch((error: unknown) => {
      // A chunk that failed to load (offline) is fetched again on the next call.
      client = undefined;
      throw error;
    }));

/**
 * An area's call table, imported when asked for: `() => import('…/calls/<area>.ts')`, through
 * `importWhenReachable` where the customer's submit needs it (Firefox, WebKit).
 */
export type CallArea<T extends CallTable> = () => Promise<{ default: T }>;

/**
 * The API client for the calls of one area, loaded on first use beside the area's schemas.
 * A screen carries the schemas of the calls it makes and no other area's, and none of them
 * before its first paint: the page's own code never imports a call table.
 */
export async function loadApi<T extends CallTable>(area: CallArea<T>): Promise<ClientOf<T>> {
  const [bind, { default: table }] = await Promise.all([loadClient(), area()]);
  return bind(table);
}

/**
 * The loader of an area's calls that a submit needs: its files (`lazy-files:` of the call
 * table, written in by the build) fetched in full before they are imported, so a dropped
 * connection leaves nothing failed behind in Firefox and WebKit, where a failed import stays
 * failed for the page's life.
 */
export function reachableCalls<T extends CallTable>(
  files: LazyFiles,
  area: CallArea<T>,
): () => Promise<ClientOf<T>> {
  const table = importWhenReachable(files, area);
  return () => loadApi(table);
}

/**
 * Runs a screen's data loader a task after the client's code (zod, the shared schemas) has
 * run. Evaluated at once with the loader's own modules and its area's schemas, they were one
 * task that a slow phone runs for long (`/kuendigung`: 23-28 ms at a 4x slowdown); apart,
 * two (at 10x, the page's total blocking time 172-197 -> 155 ms). Where the client's code
 * does not arrive, the loader runs all the same and meets the failure itself.
 */
export async function afterClientCode<T>(load: () => Promise<T>): Promise<T> {
  try {
    await loadClientCode();
    await nextTask();
  } catch {
    // The loader imports the same files and reports what did not arrive.
  }
  return load();
}

/** Starts loading the client's code: every screen calls the API, none should wait for it. */
export function preloadApi(): void {
  loadClient().catch(() => undefined);
}
