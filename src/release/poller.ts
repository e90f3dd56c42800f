import { FIRST_UPDATE_CHECK_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from './constants.ts';
import { fetchLatestBuildId, fetchReleaseDate, pageBuildId } from './latestBuild.ts';
import { loadNextNavigationFully } from './nextNavigation.ts';
import { revealUpdateNotice } from './notice.ts';
import type { Timers } from './timers.ts';

export interface UpdatePollerOptions {
  document?: Document;
  fetch?: typeof fetch;
  timers?: Timers;
  now?: () => number;
  reload?: () => void;
  navigate?: (href: string) => void;
}

/**
 * Tells a customer with an open tab that a new release is live (SPEC §7, §9): checks
 * `builds/latest.json` about a second after load, then hourly. On a different build id
 * it reveals the layout's update notice and makes the next link click a full page load.
 * Failed checks stay silent: the next one simply tries again. Returns a function that
 * stops polling and undoes the link handling.
 */
export function startUpdatePoller(options: UpdatePollerOptions = {}): () => void {
  const document = options.document ?? globalThis.document;
  const fetchLatest = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timers = options.timers ?? globalThis;
  const now = options.now ?? Date.now;
  const reload = options.reload ?? (() => document.defaultView?.location.reload());
  const navigate = options.navigate ?? ((href) => document.defaultView?.location.assign(href));

  const ownBuildId = pageBuildId(document);
  if (!ownBuildId) return () => {};

  let timer: unknown;
  let lastCheck = -Infinity;
  let checking = false;
  let stopped = false;
  let disarmLinks = () => {};

  const schedule = (ms: number) => {
    timer = timers.setTimeout(() => void check(), ms);
  };

  const check = async () => {
    if (checking || stopped) return;
    checking = true;
    lastCheck = now();
    const latest = await fetchLatestBuildId(fetchLatest);
    checking = false;
    if (stopped) return;
    if (latest !== undefined && latest !== ownBuildId) {
      stopPolling();
      const releasedAt = await fetchReleaseDate(fetchLatest, latest);
      revealUpdateNotice({ document, reload, timers, releasedAt });
      disarmLinks = loadNextNavigationFully(document, navigate);
      return;
    }
    schedule(UPDATE_CHECK_INTERVAL_MS);
  };

  // Background tabs run timers late or not at all; a tab coming back after the hour has
  // passed checks at once instead of waiting for its throttled timer.
  const onVisibilityChange = () => {
    if (document.visibilityState !== 'visible' || checking) return;
    if (now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    timers.clearTimeout(timer);
    void check();
  };

  function stopPolling() {
    stopped = true;
    timers.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  }

  document.addEventListener('visibilitychange', onVisibilityChange);
  lastCheck = now();
  schedule(FIRST_UPDATE_CHECK_DELAY_MS);
  return () => {
    stopPolling();
    disarmLinks();
  };
}
