// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../../fakeApi.ts';
import { renderScreen } from '../../testing.tsx';
import { exampleOffer } from '../details/testing.tsx';
import { exampleAnswers, exampleSummary } from '../testing.ts';
import { testText } from '../../../i18n/testing.ts';

const { offerGet, offerSummary } = fakeApi({ offerGet: vi.fn(), offerSummary: vi.fn() });
vi.mock('virtual:brand', () => ({ brand: { slug: 'aldi', name: 'ALDI TALK' } }));
// The same hash, settled within the render's own turn (Web Crypto answers from a thread of
// its own, after the test may have moved on), so each page's tracking is done when it shows.
vi.mock('../../../security/sha256Hex.ts', async () => {
  const { createHash } = await import('node:crypto');
  return {
    sha256Hex: (text: string) =>
      Promise.resolve(createHash('sha256').update(text, 'utf8').digest('hex')),
  };
});

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';
const dataLayer = () => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
const events = (name: string) => dataLayer().filter((entry) => entry.event === name);

/**
 * A page load of the confirmation: its arrival (the page event, the payment return) counts
 * once per load, so each load starts the modules fresh, with the stores and error classes
 * of that load. The cart and the answers live in the browser's storage across loads.
 */
async function pageLoad() {
  vi.resetModules();
  const [screenModule, cart, firstPageView, answers, errors] = await Promise.all([
    import('./ConfirmationScreen.tsx'),
    import('../../../stores/cart.ts'),
    import('../../../stores/firstPageView.ts'),
    import('../offerAnswers.ts'),
    import('../../../api/errors/classes.ts'),
  ]);
  // Arrived from the summary, another page of the visit.
  firstPageView.$firstPageView.set(false);
  const { buildCart } = await import('../cart.ts');
  return {
    ...cart,
    ...answers,
    errors,
    /** Keeps the example offer's cart, as the offer page did. */
    keepCart: (patch: object = {}) =>
      cart.setCart({ ...buildCart(exampleOffer(), token), ...patch }),
    open: (search = '') =>
      renderScreen(screenModule.default, { path: `/angebot/${token}/danke${search}` }),
  };
}

describe('confirmation', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    offerSummary.mockReset().mockResolvedValue(exampleSummary());
    offerGet.mockReset().mockResolvedValue(exampleOffer());
    goTo.mockClear();
  });

  it('shows the order reference, what happens next and the documents', async () => {
    const page = await pageLoad();
    page.keepCart();
    page.open();
    expect(await screen.findByText('B-2026-7RWD-3MXF-QK2H')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: testText('summary:confirmation.next.heading') }),
    ).toBeVisible();
    expect(screen.getByText(testText('summary:confirmation.next.delivery'))).toBeVisible();
    expect(
      screen.getByRole('button', { name: /Vertragszusammenfassung herunterladen/ }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: testText('summary:confirmation.home') }),
    ).toHaveAttribute('href', '/');
  });

  it('leads to the withdrawal form filled in from this order, until the order is withdrawn', async () => {
    const page = await pageLoad();
    page.keepCart();
    page.open();
    expect(
      await screen.findByRole('link', { name: testText('summary:confirmation.withdraw.link') }),
    ).toHaveAttribute('href', `/widerruf?offer=${token}`);
    cleanup();
    offerSummary.mockResolvedValue({ ...exampleSummary(), state: 'withdrawn' });
    (await pageLoad()).open();
    expect(
      await screen.findByRole('heading', {
        name: testText('summary:confirmation.withdrawn.headline'),
      }),
    ).toBeVisible();
    expect(
      screen.queryByRole('link', { name: testText('summary:confirmation.withdraw.link') }),
    ).toBeNull();
  });

  it('tracks the purchase once per order, however often the page is shown, in this tab or another', async () => {
    // The customer consented to the statistics: the tag manager started on the page.
    dataLayer().push({ event: 'gtm.js' });
    offerSummary.mockResolvedValue({ ...exampleSummary(), orderReference: 'B-ONCE' });
    const first = await pageLoad();
    first.keepCart();
    first.open();
    await screen.findByText('B-ONCE');
    cleanup();
    (await pageLoad()).open();
    await screen.findByText('B-ONCE');
    cleanup();
    // Another tab (the e-mail's link): a sessionStorage of its own.
    sessionStorage.clear();
    (await pageLoad()).open();
    await screen.findByText('B-ONCE');
    await act(async () => {});
    expect(events('purchase')).toHaveLength(1);
    expect(events('offer_confirmation')).toHaveLength(1);
    expect(events('virtualPageView')).toHaveLength(3);
    expect(JSON.stringify(dataLayer())).not.toContain('B-ONCE');
  });

  it('counts its page view once per page load, also when its data is asked for again', async () => {
    offerSummary.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    offerGet.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const page = await pageLoad();
    const { user } = page.open();
    await user.click(
      await screen.findByRole('button', {
        name: testText('summary:confirmation.loadFailed.retry'),
      }),
    );
    expect(await screen.findByText('B-2026-7RWD-3MXF-QK2H')).toBeVisible();
    expect(events('virtualPageView')).toHaveLength(1);
  });

  it('counts the return from the payment provider as an init', async () => {
    const page = await pageLoad();
    page.keepCart();
    page.open('?payment=paid');
    await screen.findByText('B-2026-7RWD-3MXF-QK2H');
    expect(events('init')).toHaveLength(1);
    expect(events('virtualPageView')).toHaveLength(0);
  });

  it('once the order is on screen, the tab keeps neither the offer token nor the answers; a reload still shows it', async () => {
    const page = await pageLoad();
    page.keepCart({ summary: exampleSummary() });
    page.offerAnswers.confirm(token, 'personalData', exampleAnswers.personal);
    page.open('?payment=paid');
    await screen.findByText('B-2026-7RWD-3MXF-QK2H');
    const { familyName, birthDate, address } = exampleAnswers.personal;
    const kept = JSON.stringify({ ...sessionStorage, ...localStorage });
    for (const personal of [token, familyName, birthDate, address.street, 'B-2026-7RWD-3MXF-QK2H'])
      expect(kept).not.toContain(personal);
    expect(page.$cart.get()).toBeUndefined();

    cleanup();
    (await pageLoad()).open();
    expect(await screen.findByText('B-2026-7RWD-3MXF-QK2H')).toBeVisible();
  });

  it('leads an aborted payment to the error page, the answers kept for paying again', async () => {
    const page = await pageLoad();
    page.keepCart();
    page.offerAnswers.confirm(token, 'personalData', exampleAnswers.personal);
    page.open('?payment=aborted');
    await sentTo('offerError', { token }, { replace: true, search: '?code=PaymentAborted' });
    expect(offerSummary).not.toHaveBeenCalled();
    expect(page.offerAnswers.answer(token, 'personalData')).toEqual(exampleAnswers.personal);
    expect(events('virtualPageView')).toHaveLength(0);
  });

  it.each([
    [
      'leads a summary the API answers without a known code to its own error page',
      ['Unexpected', 'no order'],
      ['offerError', { token }, { replace: true, search: '?code=OfferSummaryNotLoaded' }],
    ],
    [
      'keeps the code the API names when the summary fails',
      ['OfferCancelled', 'cancelled'],
      ['offerError', { token }, { replace: true, search: '?code=OfferCancelled' }],
    ],
    [
      'sends a customer who is not logged in to the login step',
      ['NotAuthorized', 'login'],
      ['offerLogin', { token }, { replace: true }],
    ],
  ] as const)('%s', async (_, [code, message], destination) => {
    const page = await pageLoad();
    offerSummary.mockRejectedValue(new page.errors.OfferError(code, message));
    page.open();
    await sentTo(...destination);
  });

  it('falls back to the summary kept in the cart when the API cannot answer', async () => {
    const page = await pageLoad();
    // The cart keeps no personal data: storing it drops the fields the cart does not know.
    page.keepCart({ summary: { ...exampleSummary(), orderReference: 'B-KEPT' } });
    expect(page.$cart.get()?.summary).not.toHaveProperty('personal');
    offerSummary.mockRejectedValue(new page.errors.OfferError('TechnicalProblem', 'down'));
    page.open();
    expect(await screen.findByText('B-KEPT')).toBeVisible();
  });
});
