import type { Metric } from 'web-vitals';
import { push, type WebVitalEvent } from './dataLayer.ts';
import { analyticsPageName } from './pagePath.ts';
import { pageShown } from '../layouts/pageShown.ts';

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

/** Waits until the browser is idle (after the frame that shows the screen), or half a second. */
function idle(win: Window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else win.setTimeout(resolve, 500);
  });
}

/**
 * Reports LCP, INP and CLS of this page view into the data layer, each when the library
 * has its value (LCP at the first input or when the page is hidden, INP and CLS when it is
 * hidden, again if they grew). The library (3 KB gzip) loads once the page has shown its
 * screen and the browser is idle, not before the screen's data: it reads the entries the
 * browser buffered from the start (`buffered: true`), so late is accurate for LCP and CLS;
 * of the inputs before it loaded, INP sees those the browser keeps (over 104 ms, the ones
 * that matter). A library that does not load (offline) reports nothing and breaks nothing.
 */
export async function reportWebVitals(win: Window = window): Promise<void> {
  const pageName = analyticsPageName(win.location.pathname);
  await pageShown(win);
  await idle(win);
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const report = (metric: Metric) => push(webVitalEvent(metric, pageName), win);
  onLCP(report);
  onINP(report);
  onCLS(report);
}
