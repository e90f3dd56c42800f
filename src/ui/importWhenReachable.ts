import { PAGE_PART_FAILED, PAGE_PART_FAILED_MESSAGE } from '../release/failedLoad.ts';

/**
 * The files a lazily loaded module needs: written in the code as a string naming the module
 * (lazy-files: and its path below the project), which the build replaces by the list
 * (scripts/lazyFiles.ts). The dev server and the tests keep the string: they have no files.
 */
export type LazyFiles = string | readonly string[];

/** Why a file did not arrive: its status, or the network's failure. */
function failedPart(file: string, why: number | unknown): Error {
  const what = typeof why === 'number' ? String(why) : 'no answer';
  // Worded and named as the release guard reads a failed page part (src/release/failedLoad.ts).
  return new Error(`${PAGE_PART_FAILED_MESSAGE} (${what}) ${file}`, { cause: why });
}

/** Fetches `file` whole, into the HTTP cache the import then reads. */
async function fetchWhole(file: string): Promise<void> {
  let answer: Response;
  try {
    answer = await fetch(file);
  } catch (error) {
    throw failedPart(file, error);
  }
  if (!answer.ok) throw failedPart(file, answer.status);
  try {
    await answer.arrayBuffer();
  } catch (error) {
    throw failedPart(file, error);
  }
}

/**
 * Whether `file` has arrived whole in this page already (a script or preload of the page,
 * or an earlier fetch): its Resource Timing entry has a success status. Where the browser
 * does not report the status, the file is fetched.
 */
function arrivedAlready(file: string): boolean {
  const page = globalThis.location?.href;
  // Without a page (Node) or Resource Timing (jsdom) nothing is known to have arrived.
  if (page === undefined || typeof performance.getEntriesByName !== 'function') return false;
  return performance.getEntriesByName(new URL(file, page).href, 'resource').some((entry) => {
    const { responseStatus } = entry as Partial<PerformanceResourceTiming>;
    return typeof responseStatus === 'number' && responseStatus >= 200 && responseStatus < 300;
  });
}

/** The fetches under way, by file: parts that share a file wait for the same one. */
const underWay = new Map<string, Promise<void>>();

/**
 * `fetchWhole`, skipped where the file has arrived already. Each fetch of a file the page
 * holds was a request started on the main thread for nothing: two to six of them on a flow
 * page as its data loaded (issue 30).
 */
function fetchOnce(file: string): Promise<void> {
  if (arrivedAlready(file)) return Promise.resolve();
  let fetching = underWay.get(file);
  if (fetching === undefined) {
    fetching = fetchWhole(file).finally(() => underWay.delete(file));
    underWay.set(file, fetching);
  }
  return fetching;
}

/**
 * Fetches a lazily loaded module's files into the HTTP cache without importing them: a
 * screen's data loader can so fetch what its view will import where the data asks for it,
 * beside the view's own code rather than after it. A file that did not arrive is reported
 * as `importWhenReachable` reports it.
 */
export async function fetchFiles(files: LazyFiles): Promise<void> {
  if (!Array.isArray(files)) return;
  try {
    await Promise.all(files.map((file: string) => fetchOnce(file)));
  } catch (error) {
    globalThis.dispatchEvent?.(new CustomEvent(PAGE_PART_FAILED, { detail: { error } }));
    throw error;
  }
}

/**
 * `fetchFiles` from a screen's data loader, for a part its view will show (lazyPart): started
 * beside the data, waited for by nothing. A file that does not arrive is the part's to show,
 * in its place, when it imports them.
 */
export function prefetchFiles(files: LazyFiles): void {
  fetchFiles(files).catch(() => undefined);
}

/**
 * Firefox and WebKit keep a module whose file did not arrive as failed for the page's life
 * (the module map holds the failure), so importing it again fails without asking the
 * network. The module's files are fetched first (those the page has not received yet), and
 * it is only imported once all of them have arrived: a dropped connection leaves nothing
 * failed behind, and a later call loads the module. A file that did not arrive is reported
 * on `window` (PAGE_PART_FAILED), as Vite reports its own preloads: a file gone with a
 * release then reloads the page into it.
 */
export function importWhenReachable<T>(files: LazyFiles, load: () => Promise<T>): () => Promise<T> {
  // Once imported, the module is the page's: a later call (a submit offline) fetches nothing.
  let imported = false;
  return async () => {
    if (!imported) await fetchFiles(files);
    const module = await load();
    imported = true;
    return module;
  };
}
