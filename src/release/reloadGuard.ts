import { RELOAD_GUARD_WINDOW_MS } from './constants.ts';
import { sessionStorageOf } from '../stores/sessionStorage.ts';

/** sessionStorage key: `{ [path]: time of the last guard reload }`. */
const STORAGE_KEY = 'release:reloads';

/**
 * Messages browsers give a dynamic import whose file is gone, typically because a release
 * replaced the hashed chunks this page still refers to (Chromium, Firefox, Safari,
 * webpack-style chunk loaders, Vite's CSS preloader).
 */
const FAILED_LOAD =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

export function isFailedPagePartLoad(reason: unknown): boolean {
  if (typeof reason === 'string') return FAILED_LOAD.test(reason);
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && FAILED_LOAD.test(message));
}

export interface ReloadGuardOptions {
  window?: Window;
  /** Where recent reloads are remembered; `null` when the browser denies sessionStorage. */
  storage?: Storage | null;
  reload?: () => void;
  now?: () => number;
}

/**
 * Reloads the page when a page part fails to load (SPEC §2, §9), so a tab opened before a
 * release picks up the new files instead of showing a broken island. At most once per
 * path within RELOAD_GUARD_WINDOW_MS, so a part that is really missing cannot cause a
 * reload loop; without sessionStorage, at most once per page life. A failure the guard
 * does not handle is left to its usual error path. Returns a function that stops it.
 */
export function startReloadGuard(options: ReloadGuardOptions = {}): () => void {
  const win = options.window ?? window;
  const storage = options.storage === undefined ? sessionStorageOf(win) : options.storage;
  const reload = options.reload ?? (() => win.location.reload());
  const now = options.now ?? Date.now;
  let reloadedThisLife = false;

  /** Records the reload and tells whether it may happen. */
  const mayReload = (): boolean => {
    const path = win.location.pathname;
    const time = now();
    if (storage) {
      const recent = readReloads(storage, time);
      const last = recent[path];
      if (last !== undefined && time - last < RELOAD_GUARD_WINDOW_MS) return false;
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify({ ...recent, [path]: time }));
        return true;
      } catch {
        // Full or denied storage: fall back to the page-life rule below.
      }
    }
    if (reloadedThisLife) return false;
    reloadedThisLife = true;
    return true;
  };

  const handle = (event: Event, reason: unknown) => {
    if (!isFailedPagePartLoad(reason) || !mayReload()) return;
    // The page is about to be replaced; keep the expected failure out of the console.
    event.preventDefault();
    reload();
  };

  const listeners: [string, (event: Event) => void][] = [
    // Vite's preload helper; preventDefault stops it from rethrowing.
    ['vite:preloadError', (e) => handle(e, (e as Event & { payload?: unknown }).payload)],
    // Astro islands report a component whose import failed (after one retry of their own).
    [
      'astro:hydration-error',
      (e) => handle(e, (e as CustomEvent<{ error?: unknown }>).detail?.error),
    ],
    ['unhandledrejection', (e) => handle(e, (e as PromiseRejectionEvent).reason)],
    ['error', (e) => handle(e, (e as ErrorEvent).error ?? (e as ErrorEvent).message)],
  ];
  for (const [type, listener] of listeners) win.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) win.removeEventListener(type, listener);
  };
}

/** Reloads still inside the window; a damaged entry counts as none. */
function readReloads(storage: Storage, time: number): Record<string, number> {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
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
