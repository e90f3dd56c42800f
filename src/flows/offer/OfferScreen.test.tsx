// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../fakeApi.ts';
import { ApiError, OfferError } from '../../api/errors/classes.ts';
import { $cart, clearCart } from '../../stores/cart.ts';
import { $firstPageView } from '../../stores/firstPageView.ts';
import { $useCase } from '../../stores/useCase.ts';
import { renderScreen, retryFailedLoad } from '../testing.tsx';
import { exampleOffer, exampleTitle } from './details/testing.tsx';
import OfferScreen from './OfferScreen.tsx';
import { testText } from '../../i18n/testing.ts';

const { offerGet } = fakeApi({ offerGet: vi.fn() });

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';
/** The events on the data layer (not the ecommerce resets between them). */
const events = () =>
  ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).flatMap((entry) =>
    entry.event ? [entry.event] : [],
  );
const openOffer = () => renderScreen(OfferScreen, { path: `/angebot/${token}` });
const continueButton = () =>
  screen.findByRole('button', { name: testText('offer:offer.continue') });

describe('the offer page', () => {
  beforeEach(() => {
    clearCart();
    $useCase.set('Standard');
    $firstPageView.set(false);
    Reflect.deleteProperty(window, 'dataLayer');
    offerGet.mockReset().mockResolvedValue(exampleOffer());
    goTo.mockClear();
  });

  it('shows its intro before the offer arrives, then the offer, kept as the cart', async () => {
    let answer: (offer: unknown) => void = () => undefined;
    offerGet.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    openOffer();
    expect(screen.getByText(testText('offer:offer.intro'))).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Inhalte werden geladen.');
    answer(exampleOffer());
    expect(await continueButton()).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: exampleTitle })).toBeVisible();
    // In the page's language: the names of packs come in it.
    expect(offerGet).toHaveBeenCalledWith({ params: { id: token }, query: { language: 'de' } });
    expect($cart.get()).toMatchObject({ token, offerType: exampleOffer().offerType });
  });

  it('reports the offer, then the page view, once', async () => {
    openOffer();
    await continueButton();
    expect(events()).toEqual(['offer_loaded', 'virtualPageView']);
  });

  it('shows the Novum texts of a Novum offer from now on', async () => {
    offerGet.mockResolvedValue({ ...exampleOffer(), offerUseCase: 'Novum' });
    openOffer();
    await continueButton();
    expect($useCase.get()).toBe('Novum');
    expect(document.documentElement).toHaveAttribute('data-use-case', 'Novum');
  });

  it('goes on past the login (a protected offer shows only once logged in) to the next step', async () => {
    const { user } = openOffer();
    await user.click(await continueButton());
    expect(goTo).toHaveBeenCalledWith('offerPersonalData', { token });
  });

  it('sends an offer already ordered to its confirmation', async () => {
    offerGet.mockResolvedValue({ ...exampleOffer(), state: 'submitted' });
    openOffer();
    await sentTo('offerConfirmation', { token }, { replace: true });
    expect(events()).toEqual([]);
  });

  it('sends a customer who is not logged in to the login step, reporting no load error', async () => {
    offerGet.mockRejectedValue(new OfferError('NotAuthorized', 'login'));
    openOffer();
    await sentTo('offerLogin', { token }, { replace: true });
    expect(events()).toEqual([]);
  });

  it('reports an offer that cannot be taken up and shows its error page', async () => {
    offerGet.mockRejectedValue(new OfferError('OfferExpired', 'expired'));
    openOffer();
    await sentTo('offerError', { token }, { replace: true, search: '?code=OfferExpired' });
    expect(events()).toEqual(['offer_load_error']);
    expect($cart.get()).toBeUndefined();
  });

  it('offers a retry in its own words when the offer did not arrive', async () => {
    offerGet.mockRejectedValueOnce(new ApiError());
    const { user } = openOffer();
    await retryFailedLoad(user, 'offer:offer.loadFailed');
    expect(await continueButton()).toBeVisible();
    expect(events()).toEqual(['offer_load_error', 'offer_loaded', 'virtualPageView']);
  });
});
