import type { LifecycleEvent } from './dataLayer.ts';

/** For tests: everything on the window's data layer so far. */
export const dataLayerEntries = (): Record<string, unknown>[] =>
  (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

/** For tests: the page events (`init`, `virtualPageView`) on the window's data layer so far. */
export const pushedPageViews = (): Record<string, unknown>[] =>
  dataLayerEntries().filter(
    (entry) => entry['event'] === 'init' || entry['event'] === 'virtualPageView',
  );

/** For tests: the events on the data layer so far (no consent or settings entries). */
export const lifecycleEvents = (): LifecycleEvent[] =>
  dataLayerEntries().filter((entry) => 'event' in entry) as unknown as LifecycleEvent[];

/** For tests: the page is at `path` (events read their page name from it). */
export const visit = (path: string): void => window.history.replaceState(null, '', path);

/** For tests: an empty data layer and session storage, on the home page. */
export function resetDataLayer(): void {
  Reflect.deleteProperty(window, 'dataLayer');
  sessionStorage.clear();
  visit('/');
}
