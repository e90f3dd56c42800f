// Runs on every page of every brand. Kept free of React so pages without islands stay tiny.
import { brand } from 'virtual:brand';
import { startAnalytics } from '../analytics/loader.ts';
import { initLanguageSwitch } from '../i18n/languageSwitch.ts';
import { startUpdatePoller } from '../release/poller.ts';
import { startReloadGuard } from '../release/reloadGuard.ts';
import { rememberPageBrand } from '../stores/brand.ts';
import { startFirstPageView } from '../stores/firstPageView.ts';
import { startIslandFailureNotice } from './islandFailure.ts';
import { startNavigation } from './navigation.ts';
import { startOfflineLinks } from './offlineLinks.ts';
import { pageShown } from './pageShown.ts';

type Part = [name: string, start: () => unknown];

/**
 * What an island may meet as it loads, at once and in this order: the reload guard first so
 * it already listens when the first island loads, the path and page-view state and the
 * brand before a screen reads them, the notice for an island whose code does not arrive.
 */
const first: Part[] = [
  ['reload guard', () => startReloadGuard()],
  ['navigation', () => startNavigation()],
  ['first page view', () => startFirstPageView()],
  ['stored brand', () => rememberPageBrand()],
  ['island failure notice', () => startIslandFailureNotice()],
];

/**
 * What nothing on the page waits for, a task later. At a 4x CPU slowdown the whole runtime
 * took 25-72 ms of one task, most of the home page's only long task; starting the analytics
 * (the consent manager's script tag) was about a third of it (5 of 11-13 ms at 1x).
 */
const later: Part[] = [
  ['language switch', () => initLanguageSwitch()],
  ['offline links', () => startOfflineLinks()],
  ['update poller', () => startUpdatePoller()],
  ['analytics', () => startAnalytics(brand)],
];

// One part failing (a browser without some API, a blocked storage) must not take the others down.
function start(parts: readonly Part[]) {
  for (const [name, begin] of parts) {
    try {
      begin();
    } catch (error) {
      console.error(`Page runtime: ${name} failed to start`, error);
    }
  }
}

start(first);
setTimeout(() => start(later), 0);
// Web vitals and click tracking report on the page: their code is fetched once it has shown
// its screen, not before its data (issue 30), and every tracked element is on that screen.
// Offline then, this page reports none.
const shown = pageShown();
void shown
  .then(() => import('../analytics/webVitals.ts'))
  .then(({ reportWebVitals }) => reportWebVitals())
  .catch(() => undefined);
void shown
  .then(() => import('../analytics/clickTracking.ts'))
  .then(({ startClickTracking }) => startClickTracking())
  .catch(() => undefined);
