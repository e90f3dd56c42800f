import { isDatedMarks, withMark, type DatedMarks } from './datedMarks.ts';
import { sessionStorageOf } from './sessionStorage.ts';

/** Its name in localStorage (the cookie page lists it). */
export const TRACKED_ORDERS_STORAGE_KEY = 'trackedOrders';

/** A mark older than this goes with the next order tracked in the browser. */
export const TRACKED_ORDERS_KEPT_DAYS = 30;

// Releases before kept the mark in the tab's sessionStorage, under this prefix: a tab open
// since then still has it, and its order counts as tracked.
const TAB_MARK_PREFIX = 'analytics:confirmation:';

// Where the browser denies localStorage or has no room in it: once per page load at least.
const trackedInPage = new Set<string>();

function localStorageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

function storedMarks(storage: Storage | null): DatedMarks | undefined {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(TRACKED_ORDERS_STORAGE_KEY) ?? 'null');
    return isDatedMarks(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function markedInTab(mark: string): boolean {
  try {
    return sessionStorageOf(window)?.getItem(TAB_MARK_PREFIX + mark) != null;
  } catch {
    return false;
  }
}

/**
 * Whether the order with this mark (the SHA-256 of its reference) is tracked for the first
 * time in this browser: neither this page load nor the browser's record (`rememberTracked`)
 * has it yet. From now on it counts as tracked in this page load.
 */
export function firstTracking(mark: string): boolean {
  if (trackedInPage.has(mark)) return false;
  trackedInPage.add(mark);
  const marks = storedMarks(localStorageOf(window));
  return !((marks && mark in marks) || markedInTab(mark));
}

/**
 * Records the order as tracked, in every tab of the site and in later sessions, for
 * `TRACKED_ORDERS_KEPT_DAYS`: in localStorage, as the confirmation can be shown again in
 * another tab (the e-mail's link). Only once the customer consented to the statistics that
 * count it (TDDDG § 25): the record serves them, not the order.
 */
export function rememberTracked(mark: string, at: Date = new Date()): void {
  const storage = localStorageOf(window);
  const marks = storedMarks(storage);
  try {
    storage?.setItem(
      TRACKED_ORDERS_STORAGE_KEY,
      JSON.stringify(withMark(marks, mark, at, TRACKED_ORDERS_KEPT_DAYS)),
    );
  } catch {
    // Full or denied storage: the page's own set still guards this page load.
  }
}
