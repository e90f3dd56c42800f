/** The app-level time constant (SPEC §9): one hour. */
export const APP_TIME_CONSTANT_MS = 3_600_000;

/** First release check about one second after load (SPEC §7), then once per app-level period. */
export const FIRST_UPDATE_CHECK_DELAY_MS = 1_000;
export const UPDATE_CHECK_INTERVAL_MS = APP_TIME_CONSTANT_MS;

/** A failed page-part load reloads the page at most once per path within this window (SPEC §9). */
export const RELOAD_GUARD_WINDOW_MS = 10_000;

/** Polled by open tabs to learn of a new release; written by the build for every brand. */
export const LATEST_BUILD_PATH = '/builds/latest.json';

/** What a release contains (SPEC §7 "build manifest"). */
export const buildMetaPath = (buildId: string) =>
  `/builds/meta/${encodeURIComponent(buildId)}.json`;
