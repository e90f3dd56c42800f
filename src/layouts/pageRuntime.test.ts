import { describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => [] as string[]);
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
vi.mock('../release/poller.ts', () => ({
  startUpdatePoller: () => {
    throw new TypeError('fetch is not a function');
  },
}));
vi.mock('../analytics/loader.ts', () => ({
  startAnalytics: (brand: { slug: string }) => void started.push(`analytics for ${brand.slug}`),
}));
vi.mock('../analytics/webVitals.ts', () => ({
  reportWebVitals: async () => void started.push('web vitals'),
}));

describe('page runtime', () => {
  it('starts what an island may meet at once, the rest a task later, even when one part fails', async () => {
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
    expect(started).toEqual([
      ...atOnce,
      'language switch',
      'offline links',
      'analytics for aldi',
      'web vitals',
    ]);
    expect(logged).toHaveBeenCalledExactlyOnceWith(
      'Page runtime: update poller failed to start',
      expect.any(TypeError),
    );
  });
});
