import { currentLocale } from '../../../routing/navigate.ts';
import { isAbort } from '../../../api/client/abort.ts';
import type { OfferDocument } from '../../../api/contract/offer.ts';
import { OfferError } from '../../../api/errors/classes.ts';
import { trackPageView } from '../../../analytics/screenView.ts';
import {
  failed,
  leaving,
  ready,
  redirect,
  type Loaded,
  type ScreenPlace,
} from '../../flowScreen.tsx';
import { showOfferError } from './leave.ts';
import type { ConfirmedOrder } from './trackConfirmation.ts';
import { loadOfferCalls } from '../offerCalls.ts';
import { loadOrderCalls } from './orderCalls.ts';

export interface Confirmation {
  order: ConfirmedOrder;
  documents: readonly OfferDocument[];
}

const providerFailures = { aborted: 'PaymentAborted', failed: 'PaymentFailed' } as const;

/**
 * The arrival on the confirmation. Back from the payment provider (`?payment=`): a
 * payment that did not go through leads to the error page (false: the page is leaving),
 * the customer's answers and cart kept for paying again; a paid one marks the cart, so the
 * page event is an init, not a virtual page view. Once ordered, the answers are forgotten.
 */
export async function arrive(token: string): Promise<boolean> {
  const payment = new URLSearchParams(window.location.search).get('payment');
  if (payment === 'aborted' || payment === 'failed') {
    await showOfferError(providerFailures[payment], token);
    return false;
  }
  let returned = false;
  try {
    // The stores carry zod: loaded beside the page, not before it.
    const [{ cartFor, markReturnedFromPaymentProvider }, { offerAnswers }] = await Promise.all([
      import('../../../stores/cart.ts'),
      import('../offerAnswers.ts'),
    ]);
    offerAnswers.forget(token);
    if (payment === 'paid') markReturnedFromPaymentProvider();
    returned = cartFor(token)?.redirectedFromPaymentProvider ?? false;
  } catch {
    // Without the cart the visit counts as one more step within the site.
  }
  trackPageView({ returnedFromPaymentProvider: returned });
  return true;
}

async function storedSummary(token: string): Promise<ConfirmedOrder | undefined> {
  try {
    const { cartFor } = await import('../../../stores/cart.ts');
    return cartFor(token)?.summary;
  } catch {
    return undefined;
  }
}

/**
 * The order summary from the API, else the copy the summary step kept in the cart; the
 * offer only for its documents, which the page can do without.
 */
export async function loadConfirmation(token: string): Promise<Loaded<Confirmation>> {
  let orders, offers;
  try {
    [orders, offers] = await Promise.all([loadOrderCalls(), loadOfferCalls()]);
  } catch {
    return failed;
  }
  const [summary, offer] = await Promise.allSettled([
    orders.offerSummary({ params: { id: token }, query: { language: currentLocale() } }),
    offers.offerGet({ params: { id: token }, query: { language: currentLocale() } }),
  ]);
  const documents = offer.status === 'fulfilled' ? offer.value.documents : [];
  if (summary.status === 'fulfilled') return ready({ order: summary.value, documents });
  const error: unknown = summary.reason;
  if (isAbort(error)) return leaving;
  const stored = await storedSummary(token);
  if (stored) return ready({ order: stored, documents });
  if (error instanceof OfferError && error.code === 'NotAuthorized')
    return redirect('offerLogin', { token });
  if (error instanceof OfferError) {
    // The API names what it knows (an end state, maintenance); a summary it answers with
    // no known code is one the site could not load.
    const code = error.code === 'Unexpected' ? 'OfferSummaryNotLoaded' : error.code;
    return showOfferError(code, token, error);
  }
  return failed;
}

/**
 * The order is confirmed and on screen: the tab's cart goes with the offer's token in it
 * (the answers went on arrival). A reload asks the API again, by the token in the address.
 */
async function forgetCart(token: string): Promise<void> {
  try {
    const { cartFor, clearCart } = await import('../../../stores/cart.ts');
    if (cartFor(token)) clearCart();
  } catch {
    // Not loaded: the cart ends with the tab.
  }
}

// The page event and the payment return count once per page load, not per retry.
let arrival: Promise<boolean> | undefined;

/** The confirmation screen's data: the arrival once, then the order; then the cart goes. */
export async function loadConfirmationPage({ token }: ScreenPlace): Promise<Loaded<Confirmation>> {
  arrival ??= arrive(token);
  if (!(await arrival)) return leaving;
  const loaded = await loadConfirmation(token);
  if (loaded.kind === 'ready') await forgetCart(token);
  return loaded;
}
