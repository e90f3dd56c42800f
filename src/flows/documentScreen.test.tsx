// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushedPageViews } from '../analytics/testing.ts';
import { testText } from '../i18n/testing.ts';
import { documentScreen } from './documentScreen.tsx';
import { ready, type ScreenDefinition, type ViewProps } from './flowScreen.tsx';
import { $shownInDocument, openInDocument } from './sameDocument.ts';
import { renderScreen } from './testing.tsx';
import type { LazyFiles } from '../ui/importWhenReachable.ts';

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';

function Skeleton() {
  return <p>Skeleton of the screen</p>;
}
function View({ data, place }: ViewProps<string>) {
  return (
    <form aria-label={`${data} form`}>
      {data} for {place.token} in {place.locale}
    </form>
  );
}
const view = () => Promise.resolve({ default: View });

describe('screens sharing one document', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'dataLayer');
    $shownInDocument.set(undefined);
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** A payment page whose island shares its document with a summary. */
  function paymentPage(summaryView = vi.fn(view), summaryViewFiles: LazyFiles = 'lazy-files:x') {
    const summaryLoad = vi.fn(() => Promise.resolve(ready('Summary')));
    const summary: ScreenDefinition<string> = { Skeleton, load: summaryLoad, view: summaryView };
    const loadSummaryScreen = vi.fn(() => Promise.resolve(summary));
    const payment: ScreenDefinition<string> = {
      Skeleton,
      load: () => Promise.resolve(ready('Payment')),
      view,
    };
    const Payment = documentScreen(payment, {
      offerPayment: {
        definition: () => Promise.resolve(payment),
        viewFiles: 'lazy-files:src/payment/View.tsx',
        heading: 'payment:screens.offerPayment.heading',
      },
      offerSummary: {
        definition: loadSummaryScreen,
        viewFiles: summaryViewFiles,
        heading: 'summary:screens.offerSummary.heading',
      },
    });
    return { Payment, summaryLoad, summaryView, loadSummaryScreen };
  }

  it('show the next screen in place of the page’s own, with its heading, title and page view', async () => {
    const { Payment, summaryLoad } = paymentPage();
    const shell = document.createElement('section');
    shell.className = 'screen';
    shell.dataset['screen'] = 'offerPayment';
    shell.innerHTML = '<h1>Payment details</h1>';
    document.body.append(shell);
    renderScreen(Payment, { path: `/en/angebot/${token}/zahlung`, locale: 'en' });
    await screen.findByText(`Payment for ${token} in en`);

    await act(() => openInDocument('offerSummary', `/en/angebot/${token}/zusammenfassung`));
    expect(await screen.findByText(`Summary for ${token} in en`)).toBeVisible();
    expect(summaryLoad).toHaveBeenCalledWith({ locale: 'en', token });
    expect(window.location.pathname).toBe(`/en/angebot/${token}/zusammenfassung`);
    const heading = testText('summary:screens.offerSummary.heading', { locale: 'en' });
    expect(shell.querySelector('h1')).toHaveTextContent(heading);
    expect(shell).toHaveAttribute('data-screen', 'offerSummary');
    expect(document.title).toMatch(new RegExp(`^${heading} \\| `));
    expect(pushedPageViews().map((event) => event.pageName)).toEqual([
      'angebot/zahlung',
      'angebot/zusammenfassung',
    ]);
  });

  it('fetch the others’ code and views once the customer starts on a form, not before', async () => {
    const { Payment, summaryView, loadSummaryScreen } = paymentPage();
    renderScreen(Payment, { path: `/angebot/${token}/zahlung` });
    const form = await screen.findByRole('form', { name: 'Payment form' });
    expect(loadSummaryScreen).not.toHaveBeenCalled();
    form.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(summaryView).toHaveBeenCalledOnce());
  });

  it('import nothing ahead while the view’s files do not arrive, so a later step still can', async () => {
    const fetch = vi.fn((): Promise<Response> => Promise.reject(new TypeError('NetworkError')));
    vi.stubGlobal('fetch', fetch);
    const { Payment, summaryView, loadSummaryScreen } = paymentPage(vi.fn(view), [
      '/_astro/summary-view.js',
    ]);
    renderScreen(Payment, { path: `/angebot/${token}/zahlung` });
    const form = await screen.findByRole('form', { name: 'Payment form' });
    form.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/_astro/summary-view.js'));
    expect(loadSummaryScreen).not.toHaveBeenCalled();

    // The connection is back: the next input (once the failure is known) fetches and imports.
    fetch.mockImplementation(() => Promise.resolve(new Response('export {}')));
    await vi.waitFor(() => {
      form.dispatchEvent(new Event('input', { bubbles: true }));
      expect(summaryView).toHaveBeenCalledOnce();
    });
  });
});
