// @vitest-environment jsdom
import '../../../ui/jsdomShims.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import deErrors from '../../../../locales/de/errors.json';
import deOfferError from '../../../../locales/de/offerError.json';
import deUi from '../../../../locales/de/ui.json';
import enErrors from '../../../../locales/en/errors.json';
import enOfferError from '../../../../locales/en/offerError.json';
import enUi from '../../../../locales/en/ui.json';
import trErrors from '../../../../locales/tr/errors.json';
import trOfferError from '../../../../locales/tr/offerError.json';
import trUi from '../../../../locales/tr/ui.json';
import { ApiError, OfferError } from '../../../api/errors/classes.ts';
import { offerCodes } from '../../../api/errors/codes.ts';
import type { Locale } from '../../../routes.ts';
import { MantineRoot } from '../../../ui/MantineRoot.tsx';
import { readOfferError, type OfferErrorState } from './errorState.ts';
import { OfferErrorView } from './OfferErrorView.tsx';

const offerReset = vi.fn();
vi.mock('../../loadApi.ts', () => ({ loadApi: () => Promise.resolve({ offerReset }) }));
const goTo = vi.fn();
vi.mock('../../navigate.ts', () => ({ goTo: (...args: unknown[]) => goTo(...args) }));

const resources = {
  de: { ui: deUi, errors: deErrors, offerError: deOfferError },
  en: { ui: enUi, errors: enErrors, offerError: enOfferError },
  tr: { ui: trUi, errors: trErrors, offerError: trOfferError },
};

const TOKEN = 'tok_ABCDEFGHIJKLMNOP';
const BRAND_HOTLINE = '089 787979400';

function renderView(
  error: OfferErrorState,
  { token, locale = 'de' }: { token?: string; locale?: Locale } = {},
) {
  const user = userEvent.setup();
  const rendered = render(
    <MantineRoot locale={locale} resources={resources} context={{ slug: 'o2' }}>
      <OfferErrorView error={error} token={token} brandHotline={BRAND_HOTLINE} />
    </MantineRoot>,
  );
  return { user, ...rendered };
}

const link = (name: string | RegExp) => screen.getByRole('link', { name });

describe('OfferErrorView', () => {
  beforeEach(() => {
    offerReset.mockReset();
    goTo.mockReset();
    sessionStorage.clear();
  });

  it('explains an expired offer and offers the hotline for a new one', () => {
    renderView({ code: 'OfferExpired' }, { token: TOKEN });
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'Angebot abgelaufen' }),
    ).toBeTruthy();
    expect(alert.textContent).toContain(
      'Dieses Angebot ist leider abgelaufen. Gern machen wir Ihnen ein neues – rufen Sie uns an unter 089 787979400.',
    );
    expect(link('Hotline anrufen: 089 787979400').getAttribute('href')).toBe('tel:089787979400');
    expect(screen.getByRole('heading', { level: 2, name: 'So geht es weiter' })).toBeTruthy();
  });

  it('shows a maintenance as a warning with its window in German time', () => {
    renderView(
      { code: 'Downtime', downtime: { from: '2025-05-12T20:00:00Z', to: '2025-05-13T02:00:00Z' } },
      { token: TOKEN },
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Wartungsarbeiten' })).toBeTruthy();
    expect(status.textContent).toContain(
      'Voraussichtlich nicht verfügbar von 12.05.2025, 22:00 bis 13.05.2025, 04:00 (deutsche Zeit).',
    );
    expect(link('Angebot erneut öffnen').getAttribute('href')).toBe(`/angebot/${TOKEN}`);
  });

  it('gives the shop hotline of the error as a tel: link, in text and as an action', () => {
    renderView(
      { code: 'ReservationCallHotline', shopHotline: '+49 176 12345678' },
      { token: TOKEN },
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Bitte rufen Sie uns an unter +49 176 12345678.',
    );
    const hotline = link('Hotline anrufen: +49 176 12345678');
    expect(hotline.getAttribute('href')).toBe('tel:+4917612345678');
    expect(hotline.getAttribute('data-track-id')).toBe('offer.error.hotline.call');
    expect(screen.queryByText(/787979400/)).toBeNull();
  });

  it('reads an unknown code in the URL as an unexpected error', () => {
    renderView(readOfferError('?code=SomethingNew', null));
    expect(
      within(screen.getByRole('alert')).getByRole('heading', { name: 'Etwas ist schiefgelaufen' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Beim Laden Ihres Angebots ist ein unerwarteter Fehler aufgetreten.',
    );
  });

  it('links its actions to the routes of the offer, in the page language', () => {
    renderView({ code: 'PaymentFailed' }, { token: TOKEN, locale: 'en' });
    expect(screen.getByRole('button', { name: 'Restart the payment' })).toBeTruthy();
    expect(link('Call customer service: 089 787979400').getAttribute('href')).toBe(
      'tel:089787979400',
    );
    expect(link('Go to the home page').getAttribute('href')).toBe('/en/');
  });

  it('leads back into the offer of the stored error on the page without a token', () => {
    renderView({ code: 'PersonalDataMissing', token: TOKEN }, { locale: 'tr' });
    expect(link('Kişisel bilgilerinizi tamamlayın').getAttribute('href')).toBe(
      `/tr/angebot/${TOKEN}/meine-daten`,
    );
  });

  it('asks for the offer code where no offer is known', () => {
    renderView({ code: 'NotAuthorized' });
    expect(link('Angebotscode eingeben').getAttribute('href')).toBe('/angebot');
    expect(screen.queryByRole('link', { name: 'Angebot erneut öffnen' })).toBeNull();
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
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Zahlung erneut starten' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(link('Hotline anrufen: 089 787979400'));
    await user.tab();
    expect(document.activeElement).toBe(link('Zur Startseite'));
  });

  describe('pay again', () => {
    const payAgain = () => screen.getByRole('button', { name: /^Zahlung erneut starten/ });

    it('resets the offer to its payment once, with a new order key, and opens the summary', async () => {
      let answer: (offer: object) => void = () => undefined;
      offerReset.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      sessionStorage.setItem(`draft:${TOKEN}:orderKey`, JSON.stringify({ key: 'first-try' }));
      const { user } = renderView({ code: 'PaymentAborted' }, { token: TOKEN });
      await user.dblClick(payAgain());
      expect(payAgain().getAttribute('aria-busy')).toBe('true');
      answer({ state: 'payment' });
      await vi.waitFor(() => expect(goTo).toHaveBeenCalled());
      expect(offerReset).toHaveBeenCalledTimes(1);
      expect(offerReset).toHaveBeenCalledWith({
        params: { id: TOKEN },
        body: { resetTo: 'payment' },
      });
      expect(goTo).toHaveBeenCalledWith('offerSummary', { token: TOKEN }, { replace: true });
      expect(sessionStorage.getItem(`draft:${TOKEN}:orderKey`)).toBeNull();
    });

    it('shows the error of a refused reset with the code of the answer', async () => {
      const replace = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({
        ...window.location,
        replace,
      } as Location);
      offerReset.mockRejectedValue(new OfferError('OfferResetFailed', 'refused'));
      const { user } = renderView({ code: 'PaymentFailed' }, { token: TOKEN });
      await user.click(payAgain());
      await vi.waitFor(() =>
        expect(replace).toHaveBeenCalledWith(`/angebot/${TOKEN}/fehler?code=OfferResetFailed`),
      );
      expect(goTo).not.toHaveBeenCalled();
    });

    it('stays with a message when the reset met a server fault without an offer code', async () => {
      offerReset.mockRejectedValueOnce(new OfferError('Unexpected', 'server fault'));
      const { user } = renderView({ code: 'PaymentAborted' }, { token: TOKEN });
      await user.click(payAgain());
      expect(await screen.findByText(deOfferError.payAgain.failed)).toBeTruthy();
      expect(goTo).not.toHaveBeenCalled();
    });

    it('stays with a message and a working button when the reset got no answer', async () => {
      offerReset.mockRejectedValueOnce(new ApiError());
      const { user } = renderView({ code: 'OfferAbandonedPayment' }, { token: TOKEN });
      await user.click(payAgain());
      const note = await screen.findByText(deOfferError.payAgain.failed);
      expect(note.closest('[role="alert"]')).not.toBeNull();
      expect(payAgain().getAttribute('aria-busy')).toBeNull();
      offerReset.mockResolvedValueOnce({ state: 'payment' });
      await user.click(payAgain());
      await vi.waitFor(() =>
        expect(goTo).toHaveBeenCalledWith('offerSummary', { token: TOKEN }, { replace: true }),
      );
    });
  });
});
