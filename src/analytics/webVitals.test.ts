// @vitest-environment jsdom
import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataLayerEntries, resetDataLayer, visit } from './testing.ts';

const reported: Record<string, (metric: Metric) => void> = {};
vi.mock('web-vitals', () => ({
  onLCP: (report: (metric: Metric) => void) => (reported['LCP'] = report),
  onINP: (report: (metric: Metric) => void) => (reported['INP'] = report),
  onCLS: (report: (metric: Metric) => void) => (reported['CLS'] = report),
}));

const { reportWebVitals, webVitalEvent } = await import('./webVitals.ts');
const { pageView } = await import('./screenView.ts');
const { $screenShown } = await import('./screenShown.ts');

const metric = (name: Metric['name'], value: number, delta = value): Metric =>
  ({
    name,
    value,
    delta,
    rating: 'good',
    id: 'v5-1700000000000-1234567890',
    entries: [],
    navigationType: 'navigate',
  }) as unknown as Metric;

describe('web vitals in the data layer', () => {
  beforeEach(() => {
    resetDataLayer();
    $screenShown.set(false);
    for (const name of Object.keys(reported)) delete reported[name];
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('load after the first screen with its data, not before: the screen comes first', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<astro-island></astro-island>';
    visit('/kuendigung');
    const reporting = reportWebVitals();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reported['LCP']).toBeUndefined();
    pageView('/kuendigung');
    await vi.advanceTimersByTimeAsync(3_000);
    await reporting;
    expect(reported['LCP']).toBeTypeOf('function');
  });

  it('on a dead network, measure all the same once the screen has waited long enough', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<astro-island></astro-island>';
    visit('/kuendigung');
    const reporting = reportWebVitals();
    await vi.advanceTimersByTimeAsync(14_000);
    expect(reported['LCP']).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_600);
    await reporting;
    expect(reported['LCP']).toBeTypeOf('function');
  });

  it('reports LCP, INP and CLS of a page view under its token-free page name', async () => {
    visit('/angebot/Q2hhbmdlTWUxMjM0NTY3OA/meine-daten?code=secret');
    await reportWebVitals();
    // The customer moves on within the document before the page is hidden.
    visit('/angebot/Q2hhbmdlTWUxMjM0NTY3OA/ausweisdaten');
    reported['LCP']?.(metric('LCP', 1234.56));
    reported['INP']?.(metric('INP', 88.4));
    reported['CLS']?.(metric('CLS', 0.01234, 0.004));
    expect(dataLayerEntries()).toEqual([
      expect.objectContaining({ event: 'webVital', metric: 'LCP', value: 1235 }),
      expect.objectContaining({ event: 'webVital', metric: 'INP', value: 88 }),
      expect.objectContaining({ event: 'webVital', metric: 'CLS', value: 0.012, delta: 0.004 }),
    ]);
    for (const entry of dataLayerEntries()) {
      expect(entry['pageName']).toBe('angebot/meine-daten');
      expect(JSON.stringify(entry)).not.toMatch(/Q2hhbmdl|secret/);
    }
  });

  it('says how good the value is and how the page was reached', () => {
    expect(webVitalEvent(metric('INP', 240), 'kuendigung')).toEqual({
      event: 'webVital',
      pageName: 'kuendigung',
      metric: 'INP',
      value: 240,
      delta: 240,
      rating: 'good',
      metricId: 'v5-1700000000000-1234567890',
      navigationType: 'navigate',
    });
  });
});
