import { RELOAD_GUARD_WINDOW_MS } from './constants.ts';
import { isFailedPagePartLoad, PAGE_PART_FAILED } from './failedLoad.ts';
import { fetchLatestBuildId, pageBuildId } from './latestBuild.ts';
import { tokenFreePath } from '../routing/match.ts';
import { sessionStorageOf } from '../stores/sessionStorage.ts';

/** sessionStorage key: `{ [path without its token]: time of the last guard reload }`. */
export const RELOADS_STORAGE_KEY = 'release:reloads';

/** A URL named in a failure's message (Chromium, Firefox and Vite name the file; Safari does not). */
const NAMED_URL = /\bhttps?:\/\/[^\s'"]+|(?:^|\s)\/[^\s'"]+/;

/** The same-origin file a failure names, if any: the one to ask whether it is still there. */
export function failedFileOf(reason: unknown, page: Location): URL | undefined {
  const message =
    typeof reason === 'string'
      ? reason
      : (reason as { message?: unknown } | null | undefined)?.message;
  const named = typeof message === 'string' ? NAMED_URL.exec(message)?.[0].trim() : undefined;
  if (!named) return undefined;
  try {
    const url = new URL(named, page.href);
    return url.origin === page.origin ? url : undefined;
  } catch {
    return undefined;
  }
}

export interface ReloadGuardOptions {
  window?: Window;
  /** Where recent reloads are remembered; `null` when the browser denies sessionStorage. */
  storage?: Storage | null;
  reload?: () => void;
  now?: () => number;
  /** Asks the site whether a file is still there and which build is live. */
  fetch?: typeof fetch;
}

/** Which answer a probe of the failed file gave. */
type FileAnswer = 'gone' | 'there' | 'unreachable';

async function askForFile(fetchFile: typeof fetch, url: URL): Promise<FileAnswer> {
  try {
    const response = await fetchFile(url.href, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410 ? 'gone' : 'there';
  } catch {
    return 'unreachable';
  }
}

/**
 * Reloads the page when a page part fails to load because a release replaced it (SPEC §2,
 * §9), so a tab opened before the release picks up the new files instead of showing a
 * broken island. Only then: the browser is online, and the failed file answers 404 or
 * `builds/latest.json` names another build than the page's. A failure for want of a
 * network (offline, or the probe itself gets no answer) is left to its usual error path,
 * where the page says the connection dropped and keeps what was typed: a reload would
 * trade that for the browser's own offline page. At most once per path within
 * RELOAD_GUARD_WINDOW_MS, so a part that is really missing cannot cause a reload loop;
 * without sessionStorage, at most once per page life. The failure itself always takes its
 * usual course (the guard decides only after asking the site). Returns a function that
 * stops it.
 */
export function startReloadGuard(options: ReloadGuardOptions = {}): () => void {
  const win = options.window ?? window;
  const storage = options.storage === undefined ? sessionStorageOf(win) : options.storage;
  const reload = options.reload ?? (() => win.location.reload());
  const now = options.now ?? Date.now;
  const fetchFromSite = options.fetch ?? win.fetch.bind(win);
  let reloadedThisLife = false;
  let stopped = false;

  /** Records the reload and tells whether it may happen. */
  const mayReload = (): boolean => {
    const path = tokenFreePath(win.location.pathname);
    const time = now();
    if (storage) {
      const recent = readReloads(storage, time);
      const last = recent[path];
      if (last !== undefined && time - last < RELOAD_GUARD_WINDOW_MS) return false;
      try {
        storage.setItem(RELOADS_STORAGE_KEY, JSON.stringify({ ...recent, [path]: time }));
        return true;
      } catch {
        // Full or denied storage: fall back to the page-life rule below.
      }
    }
    if (reloadedThisLife) return false;
    reloadedThisLife = true;
    return true;
  };

  /** Whether the failure is a file of an older release than the live one. */
  const isOldRelease = async (reason: unknown): Promise<boolean> => {
    const file = failedFileOf(reason, win.location);
    if (file) {
      const answer = await askForFile(fetchFromSite, file);
      if (answer === 'unreachable') return false;
      if (answer === 'gone') return true;
    }
    const own = pageBuildId(win.document);
    const live = await fetchLatestBuildId(fetchFromSite);
    return own !== undefined && live !== undefined && live !== own;
  };

  const handle = async (reason: unknown) => {
    if (!isFailedPagePartLoad(reason) || !win.navigator.onLine) return;
    if ((await isOldRelease(reason)) && !stopped && mayReload()) reload();
  };

  const listeners: [string, (event: Event) => void][] = [
    // Vite's preload helper (every lazy import of the build goes through it).
    ['vite:preloadError', (e) => void handle((e as Event & { payload?: unknown }).payload)],
    // The site's own loader, which fetches a part's files before Vite's helper imports them.
    [PAGE_PART_FAILED, (e) => void handle((e as CustomEvent<{ error?: unknown }>).detail?.error)],
    // Astro islands report a component whose import failed (after one retry of their own).
    [
      'astro:hydration-error',
      (e) => void handle((e as CustomEvent<{ error?: unknown }>).detail?.error),
    ],
    ['unhandledrejection', (e) => void handle((e as PromiseRejectionEvent).reason)],
    ['error', (e) => void handle((e as ErrorEvent).error ?? (e as ErrorEvent).message)],
  ];
  for (const [type, listener] of listeners) win.addEventListener(type, listener);
  return () => {
    stopped = true;
    for (const [type, listener] of listeners) win.removeEventListener(type, listener);
  };
}

/** Reloads still inside the window; a damaged entry counts as none. */
function readReloads(storage: Storage, time: number): Record<string, number> {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(RELOADS_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && time - entry[1] < RELOAD_GUARD_WINDOW_MS,
    ),
  );
}
