import type { Metric } from 'web-vitals';
import { push, type WebVitalEvent } from './dataLayer.ts';
import { analyticsPageName } from './pagePath.ts';

/** The data layer event of one report of the web-vitals library. */
export function webVitalEvent(metric: Metric, pageName: string): WebVitalEvent {
  // Milliseconds in whole numbers; the layout shift score keeps three decimals.
  const round = (n: number) =>
    metric.name === 'CLS' ? Math.round(n * 1000) / 1000 : Math.round(n);
  return {
    event: 'webVital',
    pageName,
    metric: metric.name as WebVitalEvent['metric'],
    value: round(metric.value),
    delta: round(metric.delta),
    rating: metric.rating,
    metricId: metric.id,
    navigationType: metric.navigationType,
  };
}

/**
 * Reports LCP, INP and CLS of this page view into the data layer, each when the library
 * has its value (LCP at the first input or when the page is hidden, INP and CLS when it is
 * hidden, again if they grew). The library (3 KB gzip) loads beside the page's own code:
 * measured from the start, and the same bytes before every screen's data, whenever that
 * arrives. A library that does not load (offline) reports nothing and breaks nothing.
 */
export async function reportWebVitals(win: Window = window): Promise<void> {
  const pageName = analyticsPageName(win.location.pathname);
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const report = (metric: Metric) => push(webVitalEvent(metric, pageName), win);
  onLCP(report);
  onINP(report);
  onCLS(report);
}
