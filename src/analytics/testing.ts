/** For tests: the page events (`init`, `virtualPageView`) on the window's data layer so far. */
export const pushedPageViews = (): Record<string, unknown>[] =>
  ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
    (entry) => entry['event'] === 'init' || entry['event'] === 'virtualPageView',
  );
