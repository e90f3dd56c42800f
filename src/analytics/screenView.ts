import { routeById } from '../routing/links.ts';
import { $firstPageView } from '../stores/firstPageView.ts';
import { push } from './dataLayer.ts';
import { $screenShown } from './screenShown.ts';
import { analyticsLanguage, analyticsPageLocation, analyticsPageName } from './pagePath.ts';

// Every screen sends its page view, most of them before any other event: this module
// holds what that needs and nothing of the events of the areas (events.ts).

const CONFIRMATION_PAGE = routeById('offerConfirmation').tracking;

export interface PageViewOptions {
  /**
   * The first-page-view flag (SPEC §3): the visit starts on this page (the tab's first
   * page, or the same page loaded again) rather than arriving from another of its pages.
   */
  firstPageView?: boolean;
  returnedFromPaymentProvider?: boolean;
}

/**
 * A page shown. Where the visit starts or resumes it is an `init`, not one more step
 * within the site: on its first page view, and on the confirmation page reached back from
 * the payment provider's site (SPEC §4), whatever page the tab showed before leaving.
 */
export function pageView(
  pathname: string,
  { firstPageView = false, returnedFromPaymentProvider = false }: PageViewOptions = {},
): void {
  const pageName = analyticsPageName(pathname);
  const resumed = returnedFromPaymentProvider && pageName === CONFIRMATION_PAGE;
  push({
    event: firstPageView || resumed ? 'init' : 'virtualPageView',
    pageName,
    page_location: analyticsPageLocation(
      typeof location === 'undefined' ? pathname : new URL(pathname, location.origin).href,
    ),
    language: analyticsLanguage(pathname),
    loginStatus: 'no',
  });
  $screenShown.set(true);
}

/**
 * The page event of the page in the address bar, with the tab's first-page-view flag
 * (set by the page runtime as the page loads, before any screen is shown).
 */
export function trackPageView({
  returnedFromPaymentProvider = false,
}: { returnedFromPaymentProvider?: boolean } = {}): void {
  pageView(window.location.pathname, {
    firstPageView: $firstPageView.get(),
    returnedFromPaymentProvider,
  });
}
