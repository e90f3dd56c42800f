// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../../fakeApi.ts';
import { ApiError, OfferError } from '../../../api/errors/classes.ts';
import { offerCodes } from '../../../api/errors/codes.ts';
import type { Locale } from '../../../routes.ts';
import { $firstPageView } from '../../../stores/firstPageView.ts';
import { renderUi } from '../../../ui/renderUi.tsx';
import { renderScreen } from '../../testing.tsx';
import { offerAnswers } from '../offerAnswers.ts';
import { orderKey } from '../summary/orderKey.ts';
import {
  readOfferError,
  rememberOfferError,
  type OfferErrorState,
} from '../../../stores/offerError.ts';
import OfferErrorScreen from './OfferErrorScreen.tsx';
import { OfferErrorView } from './OfferErrorView.tsx';
import { testText } from '../../../i18n/testing.ts';

const { offerReset } = fakeApi({ offerReset: vi.fn() });

const TOKEN = 'tok_ABCDEFGHIJKLMNOP';
const BRAND_HOTLINE = '089 787979400';
/** The numbers as shown: in one piece (phoneLink). */
const BRAND_SHOWN = '089\u00a0787979400';
const SHOP_SHOWN = '+49\u00a0176\u00a012345678';

function renderView(
  error: OfferErrorState,
  { token, locale = 'de' }: { token?: string; locale?: Locale } = {},
) {
  return renderUi(<OfferErrorView error={error} token={token} brandHotline={BRAND_HOTLINE} />, {
    locale,
    slug: 'o2',
  });
}

const link = (name: string | RegExp) => screen.getByRole('link', { name });

describe('OfferErrorView', () => {
  beforeEach(() => {
    offerReset.mockReset();
    goTo.mockClear();
    sessionStorage.clear();
  });

  it('explains an expired offer and offers the hotline for a new one', () => {
    renderView({ code: 'OfferExpired' }, { token: TOKEN });
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'Angebot abgelaufen' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent(
      'Dieses Angebot ist leider abgelaufen. Gern machen wir Ihnen ein neues – rufen Sie uns an unter 089 787979400.',
    );
    expect(link(`Hotline anrufen: ${BRAND_SHOWN}`)).toHaveAttribute('href', 'tel:089787979400');
    expect(screen.getByRole('heading', { level: 2, name: 'So geht es weiter' })).toBeVisible();
  });

  it('shows a maintenance as a warning with its window in German time', () => {
    renderView(
      { code: 'Downtime', downtime: { from: '2025-05-12T20:00:00Z', to: '2025-05-13T02:00:00Z' } },
      { token: TOKEN },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Wartungsarbeiten' })).toBeVisible();
    expect(status).toHaveTextContent(
      'Voraussichtlich nicht verfügbar von 12.05.2025, 22:00 bis 13.05.2025, 04:00 (deutsche Zeit).',
    );
    expect(link('Angebot erneut öffnen')).toHaveAttribute('href', `/angebot/${TOKEN}`);
  });

  it('gives the shop hotline of the error as a tel: link, in text and as an action', () => {
    renderView(
      { code: 'ReservationCallHotline', shopHotline: '+49 176 12345678' },
      { token: TOKEN },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte rufen Sie uns an unter +49 176 12345678.',
    );
    const hotline = link(`Hotline anrufen: ${SHOP_SHOWN}`);
    expect(hotline).toHaveAttribute('href', 'tel:+4917612345678');
    expect(hotline).toHaveAttribute('data-track-id', 'offer.error.hotline.call');
    expect(screen.queryByText(/787979400/)).not.toBeInTheDocument();
  });

  it('reads an unknown code in the URL as an unexpected error', () => {
    renderView(readOfferError('?code=SomethingNew', null));
    expect(
      within(screen.getByRole('alert')).getByRole('heading', { name: 'Etwas ist schiefgelaufen' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Beim Laden Ihres Angebots ist ein unerwarteter Fehler aufgetreten.',
    );
  });

  it('links its actions to the routes of the offer, in the page language', () => {
    renderView({ code: 'PaymentFailed' }, { token: TOKEN, locale: 'en' });
    expect(screen.getByRole('button', { name: 'Restart the payment' })).toBeVisible();
    expect(link(`Call customer service: ${BRAND_SHOWN}`)).toHaveAttribute(
      'href',
      'tel:089787979400',
    );
    expect(link('Go to the home page')).toHaveAttribute('href', '/en/');
  });

  it('leads back into the offer of the stored error on the page without a token', () => {
    renderView({ code: 'PersonalDataMissing', token: TOKEN }, { locale: 'tr' });
    expect(link('Kişisel bilgilerinizi tamamlayın')).toHaveAttribute(
      'href',
      `/tr/angebot/${TOKEN}/meine-daten`,
    );
  });

  it('asks for the offer code where no offer is known', () => {
    renderView({ code: 'NotAuthorized' });
    expect(link('Angebotscode eingeben')).toHaveAttribute('href', '/angebot');
    expect(screen.queryByRole('link', { name: 'Angebot erneut öffnen' })).not.toBeInTheDocument();
  });

  it('has no accessibility violations axe can find without layout, for any code', async () => {
    for (const code of offerCodes) {
      const { unmount } = renderView({ code }, { token: TOKEN });
      const results = await axe.run(document.body, {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag22aa'],
        // jsdom paints nothing; contrast is checked by the browser tests.
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((v) => `${code}: ${v.id}`)).toEqual([]);
      unmount();
    }
    // One axe run per code (30+): slow on a busy 2-core machine, not a hang.
  }, 30_000);

  it('reaches every action with the keyboard, the main one first', async () => {
    const { user } = renderView({ code: 'OfferAbandonedPayment' }, { token: TOKEN });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zahlung erneut starten' })).toHaveFocus();
    await user.tab();
    expect(link(`Hotline anrufen: ${BRAND_SHOWN}`)).toHaveFocus();
    await user.tab();
    expect(link('Zur Startseite')).toHaveFocus();
  });

  describe('pay again', () => {
    const payAgain = () => screen.getByRole('button', { name: /^Zahlung erneut starten/ });

    it('resets the offer to its payment once, with a new order key, and opens the summary', async () => {
      let answer: (offer: object) => void = () => undefined;
      offerReset.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const firstTry = orderKey(TOKEN);
      const { user } = renderView({ code: 'PaymentAborted' }, { token: TOKEN });
      await user.dblClick(payAgain());
      expect(payAgain()).toHaveAttribute('aria-busy', 'true');
      answer({ state: 'payment' });
      await vi.waitFor(() => expect(goTo).toHaveBeenCalled());
      expect(offerReset).toHaveBeenCalledTimes(1);
      expect(offerReset).toHaveBeenCalledWith({
        params: { id: TOKEN },
        body: { resetTo: 'payment' },
      });
      expect(goTo).toHaveBeenCalledWith('offerSummary', { token: TOKEN }, { replace: true });
      expect(offerAnswers.answer(TOKEN, 'orderKey')).toBeUndefined();
      expect(orderKey(TOKEN)).not.toBe(firstTry);
      // Busy until the summary opens.
      expect(payAgain()).toHaveAttribute('aria-busy', 'true');
    });

    it('shows the error of a refused reset with the code of the answer', async () => {
      offerReset.mockRejectedValue(new OfferError('OfferResetFailed', 'refused'));
      const { user } = renderView({ code: 'PaymentFailed' }, { token: TOKEN });
      await user.click(payAgain());
      await sentTo(
        'offerError',
        { token: TOKEN },
        { replace: true, search: '?code=OfferResetFailed' },
      );
      expect(goTo).not.toHaveBeenCalledWith('offerSummary', expect.anything(), expect.anything());
    });

    it('stays with a message when the reset met a server fault without an offer code', async () => {
      offerReset.mockRejectedValueOnce(new OfferError('Unexpected', 'server fault'));
      const { user } = renderView({ code: 'PaymentAborted' }, { token: TOKEN });
      await user.click(payAgain());
      expect(await screen.findByText(testText('offerError:payAgain.failed'))).toBeVisible();
      expect(goTo).not.toHaveBeenCalled();
    });

    it('stays with a message and a working button when the reset got no answer', async () => {
      offerReset.mockRejectedValueOnce(new ApiError());
      const { user } = renderView({ code: 'OfferAbandonedPayment' }, { token: TOKEN });
      await user.click(payAgain());
      const note = await screen.findByText(testText('offerError:payAgain.failed'));
      expect(note.closest('[role="alert"]')).toBeInTheDocument();
      expect(payAgain()).not.toHaveAttribute('aria-busy');
      offerReset.mockResolvedValueOnce({ state: 'payment' });
      await user.click(payAgain());
      await sentTo('offerSummary', { token: TOKEN }, { replace: true });
    });
  });

  it('stays with a message and a working button when the summary cannot be reached (offline)', async () => {
    offerReset.mockResolvedValue({ state: 'payment' });
    goTo.mockResolvedValueOnce(false);
    const { user } = renderView({ code: 'PaymentAborted' }, { token: TOKEN });
    await user.click(screen.getByRole('button', { name: 'Zahlung erneut starten' }));
    expect(await screen.findByText(testText('offerError:payAgain.failed'))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zahlung erneut starten' })).not.toHaveAttribute(
      'aria-busy',
    );
  });
});

describe('the offer error page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    Reflect.deleteProperty(window, 'dataLayer');
    $firstPageView.set(false);
  });

  it('shows the error in its address, and counts the page view and then the error once', async () => {
    renderScreen(OfferErrorScreen, { path: '/angebot/fehler?code=OfferExpired' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Angebot abgelaufen' }),
    ).toBeVisible();
    // The error is counted by an effect after the page view: on a busy machine, a moment later.
    const events = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    await vi.waitFor(() =>
      expect(events().map((event) => event['event'])).toEqual([
        'virtualPageView',
        'offer_error_page',
      ]),
    );
    expect(events()[1]).toMatchObject({ errorCode: 'OfferExpired' });
  });

  it('shows what the page before kept of the error for this offer: its hotline', async () => {
    rememberOfferError({
      code: 'ReservationCallHotline',
      shopHotline: '+49 176 12345678',
      token: TOKEN,
    });
    renderScreen(OfferErrorScreen, {
      path: `/angebot/${TOKEN}/fehler?code=ReservationCallHotline`,
    });
    expect(
      await screen.findByRole('link', { name: `Hotline anrufen: ${SHOP_SHOWN}` }),
    ).toBeVisible();
  });
});
