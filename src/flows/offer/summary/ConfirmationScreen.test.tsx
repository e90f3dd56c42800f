// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import deSummary from '../../../../locales/de/summary.json';
import { OfferError } from '../../../api/errors/classes.ts';
import { $cart, clearCart, setCart } from '../../../stores/cart.ts';
import { $firstPageView } from '../../../stores/firstPageView.ts';
import { loadDraft, saveDraft } from '../../../stores/drafts.ts';
import { buildCart } from '../cart.ts';
import { exampleOffer } from '../details/testing.tsx';
import { ConfirmationScreen } from './ConfirmationScreen.tsx';
import { exampleSummary, renderScreen, token } from './testing.tsx';

const offerGet = vi.fn();
const offerSummary = vi.fn();
vi.mock('../../loadApi.ts', () => ({
  loadApi: () => Promise.resolve({ offerGet, offerSummary }),
}));
const goTo = vi.fn();
vi.mock('../../navigate.ts', () => ({ goTo: (...args: unknown[]) => goTo(...args) }));
vi.mock('virtual:brand', () => ({ brand: { slug: 'aldi', name: 'ALDI TALK' } }));

const dataLayer = () => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
const events = (name: string) => dataLayer().filter((entry) => entry.event === name);

function open(search = '') {
  window.history.replaceState({}, '', `/angebot/${token}/danke${search}`);
  return renderScreen(<ConfirmationScreen />);
}

describe('confirmation', () => {
  beforeEach(() => {
    sessionStorage.clear();
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    // Arrived from the summary, another page of the visit.
    $firstPageView.set(false);
    setCart(buildCart(exampleOffer(), token));
    offerSummary.mockReset().mockResolvedValue(exampleSummary());
    offerGet.mockReset().mockResolvedValue(exampleOffer());
    goTo.mockReset();
  });
  afterEach(() => {
    cleanup();
    clearCart();
  });

  it('shows the order reference, what happens next and the documents', async () => {
    open();
    expect(await screen.findByText('B-2026-0042817')).toBeTruthy();
    expect(screen.getByRole('heading', { name: deSummary.confirmation.next.heading })).toBeTruthy();
    expect(screen.getByText(deSummary.confirmation.next.delivery)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Vertragszusammenfassung herunterladen/ }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: deSummary.confirmation.home }).getAttribute('href'),
    ).toBe('/');
  });

  it('tracks the purchase once per order, however often the page is shown', async () => {
    offerSummary.mockResolvedValue({ ...exampleSummary(), orderReference: 'B-ONCE' });
    open();
    await screen.findByText('B-ONCE');
    cleanup();
    open();
    await screen.findByText('B-ONCE');

    expect(events('purchase')).toHaveLength(1);
    expect(events('offer_confirmation')).toHaveLength(1);
    expect(events('virtualPageView')).toHaveLength(2);
  });

  it('counts the return from the payment provider as an init and marks the cart', async () => {
    open('?payment=paid');
    await screen.findByText('B-2026-0042817');
    expect($cart.get()?.redirectedFromPaymentProvider).toBe(true);
    expect(events('init')).toHaveLength(1);
    expect(events('virtualPageView')).toHaveLength(0);
  });

  it('forgets the answers of the steps once the order is paid', async () => {
    saveDraft(token, 'personalData', { familyName: 'Müller' });
    open('?payment=paid');
    await screen.findByText('B-2026-0042817');
    expect(loadDraft(token, 'personalData')).toBeUndefined();
  });

  it('leads an aborted payment to the error page, the answers kept for paying again', async () => {
    saveDraft(token, 'personalData', { familyName: 'Müller' });
    open('?payment=aborted');
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith(
        'offerError',
        { token },
        { replace: true, search: '?code=PaymentAborted' },
      ),
    );
    expect(offerSummary).not.toHaveBeenCalled();
    expect(loadDraft(token, 'personalData')).toEqual({ familyName: 'Müller' });
  });

  it('leads a summary the API answers without a known code to its own error page', async () => {
    offerSummary.mockRejectedValue(new OfferError('Unexpected', 'no order'));
    open();
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith(
        'offerError',
        { token },
        { replace: true, search: '?code=OfferSummaryNotLoaded' },
      ),
    );
  });

  it('keeps the code the API names when the summary fails', async () => {
    offerSummary.mockRejectedValue(new OfferError('OfferCancelled', 'cancelled'));
    open();
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith(
        'offerError',
        { token },
        { replace: true, search: '?code=OfferCancelled' },
      ),
    );
  });

  it('falls back to the summary kept in the cart when the API cannot answer', async () => {
    // The cart keeps no personal data: storing it drops the fields the cart does not know.
    const summary = { ...exampleSummary(), orderReference: 'B-KEPT' };
    setCart({ ...buildCart(exampleOffer(), token), summary });
    expect($cart.get()?.summary).not.toHaveProperty('personal');
    offerSummary.mockRejectedValue(new OfferError('TechnicalProblem', 'down'));
    open();
    expect(await screen.findByText('B-KEPT')).toBeTruthy();
  });
});
