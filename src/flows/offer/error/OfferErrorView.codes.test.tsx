// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { itForEveryKey } from '../../../testing/rowPerKey.ts';
import '../../fakeApi.ts';
import { offerCodes, type OfferCode } from '../../../api/errors/codes.ts';
import { renderUi } from '../../../ui/renderUi.tsx';
import { OfferErrorView } from './OfferErrorView.tsx';

const TOKEN = 'tok_ABCDEFGHIJKLMNOP';

// The number as shown: in one piece (phoneLink).
const hotline = 'Hotline anrufen: 089\u00a0787979400';
const service = 'Kundenservice anrufen: 089\u00a0787979400';
const reload = 'Angebot erneut öffnen';
const payAgain = 'Zahlung erneut starten';
const home = 'Zur Startseite';

/**
 * Per code, in German: the headline the page names it by, and its ways on in order (paying
 * again is a button, the rest links). The browser tests open the page once per way into it
 * (`e2e/offerErrors.spec.ts`); what each code says is held here.
 */
const pages: Record<OfferCode, [headline: string, waysOn: string[]]> = {
  NotAuthorized: ['Bitte melden Sie sich an', [reload, home]],
  Forbidden: ['Kein Zugriff auf dieses Angebot', [reload, service, home]],
  NotFound: ['Angebot nicht gefunden', ['Angebotscode eingeben', service, home]],
  Unexpected: ['Etwas ist schiefgelaufen', [reload, hotline, home]],
  BirthdateNotPresent: ['Geburtsdatum fehlt', ['Persönliche Daten ergänzen', service, home]],
  Downtime: ['Wartungsarbeiten', [reload, home]],
  IdentificationDataMissing: ['Ausweisdaten fehlen', ['Ausweisdaten ergänzen', service, home]],
  NoHardwareStock: ['Gerät nicht vorrätig', [hotline, home]],
  NoPaymentMethodsAvailable: ['Keine Zahlungsart verfügbar', [hotline, home]],
  OfferAbandonedPayment: ['Zahlung nicht abgeschlossen', [payAgain, hotline, home]],
  OfferBlocked: ['Angebot gesperrt', [hotline, home]],
  OfferCancelled: ['Angebot storniert', [hotline, home]],
  OfferConsumed: ['Angebot bereits angenommen', [service, home]],
  OfferExpired: ['Angebot abgelaufen', [hotline, home]],
  OfferIncompatibleState: ['Angebot nicht mehr gültig', [hotline, home]],
  OfferMismatch: ['Angebot passt nicht zum Konto', [reload, service, home]],
  OfferTechError: ['Technischer Fehler', [reload, service, home]],
  OfferPaymentWaitForCapture: ['Zahlung wird geprüft', [service, home]],
  OfferWithdrawn: ['Bestellung widerrufen', [service, home]],
  PersonalDataMissing: ['Persönliche Daten fehlen', ['Persönliche Daten ergänzen', service, home]],
  ReservationAmountCanNotBeBlocked: [
    'Betrag konnte nicht reserviert werden',
    [payAgain, hotline, home],
  ],
  ReservationCallHotline: ['Bitte rufen Sie uns an', [hotline, home]],
  ReservationFoundNoOrder: ['Keine Bestellung gefunden', [reload, hotline, home]],
  ReservationRetryDowntime: ['Wartungsarbeiten', [payAgain, home]],
  ReservationRetryLater: ['Bitte später erneut versuchen', [payAgain, home]],
  ReservationRetryModal: ['Zahlung erneut versuchen', [payAgain, hotline, home]],
  TechnicalProblem: ['Technisches Problem', [reload, hotline, home]],
  DocumentsNotLoaded: ['Dokumente nicht geladen', [reload, service, home]],
  OfferResetFailed: ['Zurücksetzen fehlgeschlagen', [reload, service, home]],
  OfferSummaryNotLoaded: ['Zusammenfassung nicht geladen', [reload, service, home]],
  PaymentAborted: ['Zahlung abgebrochen', [payAgain, service, home]],
  PaymentFailed: ['Zahlung fehlgeschlagen', [payAgain, service, home]],
};

describe('the offer error page of each code', () => {
  itForEveryKey(offerCodes, pages, '%s: "%s", then %j', (code, headline, waysOn) => {
    renderUi(<OfferErrorView error={{ code }} token={TOKEN} brandHotline="089 787979400" />, {
      slug: 'o2',
    });
    expect(screen.getByRole('heading', { level: 2, name: headline })).toBeVisible();
    const next = screen.getByRole('region', { name: 'So geht es weiter' });
    const links = within(next).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(waysOn.filter((w) => w !== payAgain));
    expect(within(next).queryAllByRole('button', { name: payAgain })).toHaveLength(
      waysOn.includes(payAgain) ? 1 : 0,
    );
    for (const phone of within(next).queryAllByRole('link', { name: /anrufen/ }))
      expect(phone).toHaveAttribute('href', 'tel:089787979400');
  });
});
