import { describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => [] as string[]);
const screen = vi.hoisted(() => ({ show: () => {} }));
const mark = (name: string) => () => void started.push(name);

vi.mock('virtual:brand', () => ({ brand: { slug: 'aldi', consentManagerId: 'aldi-consent-1' } }));
vi.mock('../release/reloadGuard.ts', () => ({ startReloadGuard: mark('reload guard') }));
vi.mock('./navigation.ts', () => ({ startNavigation: mark('navigation') }));
vi.mock('../stores/firstPageView.ts', () => ({ startFirstPageView: mark('first page view') }));
vi.mock('../stores/brand.ts', () => ({ rememberPageBrand: mark('stored brand') }));
vi.mock('../i18n/languageSwitch.ts', () => ({ initLanguageSwitch: mark('language switch') }));
vi.mock('./offlineLinks.ts', () => ({ startOfflineLinks: mark('offline links') }));
vi.mock('./islandFailure.ts', () => ({
  startIslandFailureNotice: mark('island failure notice'),
}));
vi.mock('./pageShown.ts', () => ({
  pageShown: () => new Promise<void>((resolve) => (screen.show = resolve)),
}));
vi.mock('../release/poller.ts', () => ({
  startUpdatePoller: () => {
    throw new TypeError('fetch is not a function');
  },
}));
vi.mock('../analytics/loader.ts', () => ({
  startAnalytics: (brand: { slug: string }) => void started.push(`analytics for ${brand.slug}`),
}));
// Its library not fetched (offline): nothing comes of it but no report.
vi.mock('../analytics/webVitals.ts', () => ({
  reportWebVitals: () => {
    started.push('web vitals');
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  },
}));

// Stood in for: the real one, imported as the test ends, was still loading as Vitest closed.
vi.mock('../analytics/clickTracking.ts', () => ({ startClickTracking: mark('click tracking') }));

describe('page runtime', () => {
  it('starts what an island may meet at once, the rest a task later, even when one part fails, and web vitals and click tracking once the page shows its screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await import('./pageRuntime.ts');
    const atOnce = [
      'reload guard',
      'navigation',
      'first page view',
      'stored brand',
      'island failure notice',
    ];
    expect(started).toEqual(atOnce);
    await new Promise((task) => setTimeout(task, 0));
    const aTaskLater = [...atOnce, 'language switch', 'offline links', 'analytics for aldi'];
    expect(started).toEqual(aTaskLater);
    expect(logged).toHaveBeenCalledExactlyOnceWith(
      'Page runtime: update poller failed to start',
      expect.any(TypeError),
    );

    expect(started).not.toContain('click tracking');
    screen.show();
    await vi.waitFor(() =>
      expect(started.slice(aTaskLater.length).sort()).toEqual(['click tracking', 'web vitals']),
    );
  });
});
