import { $firstPageView } from '../stores/firstPageView.ts';
import { pageView } from './events.ts';

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
