// Runs on every page of every brand. Kept free of React so pages without islands stay tiny.
import { brand } from 'virtual:brand';
import { startAnalytics } from '../analytics/loader.ts';
import { reportWebVitals } from '../analytics/webVitals.ts';
import { initLanguageSwitch } from '../i18n/languageSwitch.ts';
import { startUpdatePoller } from '../release/poller.ts';
import { startReloadGuard } from '../release/reloadGuard.ts';
import { rememberPageBrand } from '../stores/brand.ts';
import { startFirstPageView } from '../stores/firstPageView.ts';
import { startIslandFailureNotice } from './islandFailure.ts';
import { startNavigation } from './navigation.ts';
import { startOfflineLinks } from './offlineLinks.ts';

// The reload guard comes first so it already listens when the first island loads.
const parts: [name: string, start: () => unknown][] = [
  ['reload guard', () => startReloadGuard()],
  ['navigation', () => startNavigation()],
  ['first page view', () => startFirstPageView()],
  ['stored brand', () => rememberPageBrand()],
  ['language switch', () => initLanguageSwitch()],
  ['offline links', () => startOfflineLinks()],
  ['island failure notice', () => startIslandFailureNotice()],
  ['update poller', () => startUpdatePoller()],
  ['analytics', () => startAnalytics(brand)],
  ['web vitals', () => reportWebVitals().catch(() => undefined)],
];

// One part failing (a browser without some API, a blocked storage) must not take the others down.
for (const [name, start] of parts) {
  try {
    start();
  } catch (error) {
    console.error(`Page runtime: ${name} failed to start`, error);
  }
}
