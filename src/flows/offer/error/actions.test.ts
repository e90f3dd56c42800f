import { describe, expect, it } from 'vitest';
import { itForEveryKey } from '../../../testing/rowPerKey.ts';
import { offerCodes, type OfferCode } from '../../../api/errors/codes.ts';
import { offerErrorActions, type OfferErrorAction } from './actions.ts';

const TOKEN = 'tok_ABCDEFGHIJKLMNOP';
const BRAND_HOTLINE = '089 787979400';
const context = { token: TOKEN, locale: 'de', brandHotline: BRAND_HOTLINE } as const;

const kinds = (actions: readonly OfferErrorAction[]) => actions.map((a) => a.kind);

/** Per code: the page's tone and the customer's ways forward, the main one first. */
const expected: Record<OfferCode, [tone: 'error' | 'warning', kinds: string[]]> = {
  NotAuthorized: ['error', ['reloadOffer', 'startPage']],
  Forbidden: ['error', ['reloadOffer', 'customerService', 'startPage']],
  NotFound: ['error', ['enterCode', 'customerService', 'startPage']],
  Unexpected: ['error', ['reloadOffer', 'callHotline', 'startPage']],
  BirthdateNotPresent: ['error', ['completePersonalData', 'customerService', 'startPage']],
  Downtime: ['warning', ['retryLater', 'reloadOffer', 'startPage']],
  IdentificationDataMissing: ['error', ['completeIdData', 'customerService', 'startPage']],
  NoHardwareStock: ['error', ['callHotline', 'startPage']],
  NoPaymentMethodsAvailable: ['error', ['callHotline', 'startPage']],
  OfferAbandonedPayment: ['error', ['payAgain', 'callHotline', 'startPage']],
  OfferBlocked: ['error', ['callHotline', 'startPage']],
  OfferCancelled: ['error', ['callHotline', 'startPage']],
  OfferConsumed: ['error', ['customerService', 'startPage']],
  OfferExpired: ['error', ['callHotline', 'startPage']],
  OfferIncompatibleState: ['error', ['callHotline', 'startPage']],
  OfferMismatch: ['error', ['reloadOffer', 'customerService', 'startPage']],
  OfferTechError: ['warning', ['retryLater', 'reloadOffer', 'customerService', 'startPage']],
  OfferPaymentWaitForCapture: ['warning', ['customerService', 'startPage']],
  OfferWithdrawn: ['warning', ['customerService', 'startPage']],
  PersonalDataMissing: ['error', ['completePersonalData', 'customerService', 'startPage']],
  ReservationAmountCanNotBeBlocked: ['error', ['payAgain', 'callHotline', 'startPage']],
  ReservationCallHotline: ['error', ['callHotline', 'startPage']],
  ReservationFoundNoOrder: ['error', ['reloadOffer', 'callHotline', 'startPage']],
  ReservationRetryDowntime: ['warning', ['retryLater', 'payAgain', 'startPage']],
  ReservationRetryLater: ['warning', ['retryLater', 'payAgain', 'startPage']],
  ReservationRetryModal: ['error', ['payAgain', 'callHotline', 'startPage']],
  TechnicalProblem: ['warning', ['retryLater', 'reloadOffer', 'callHotline', 'startPage']],
  DocumentsNotLoaded: ['error', ['reloadOffer', 'customerService', 'startPage']],
  OfferResetFailed: ['error', ['reloadOffer', 'customerService', 'startPage']],
  OfferSummaryNotLoaded: ['error', ['reloadOffer', 'customerService', 'startPage']],
  PaymentAborted: ['error', ['payAgain', 'customerService', 'startPage']],
  PaymentFailed: ['error', ['payAgain', 'customerService', 'startPage']],
};

describe('offerErrorActions', () => {
  itForEveryKey(offerCodes, expected, '%s: tone %s, actions %j', (code, tone, actionKinds) => {
    const result = offerErrorActions({ code }, context);
    expect(result.tone).toBe(tone);
    expect(kinds(result.actions)).toEqual(actionKinds);
  });

  it('links into the offer with its token, in the page language', () => {
    const hrefs = (code: OfferCode) =>
      Object.fromEntries(
        offerErrorActions({ code }, { ...context, locale: 'en' }).actions.flatMap((a) =>
          'href' in a ? [[a.kind, a.href]] : [],
        ),
      );
    expect(hrefs('TechnicalProblem')).toEqual({
      reloadOffer: `/en/angebot/${TOKEN}`,
      startPage: '/en/',
    });
    expect(hrefs('PersonalDataMissing').completePersonalData).toBe(
      `/en/angebot/${TOKEN}/meine-daten`,
    );
    expect(hrefs('IdentificationDataMissing').completeIdData).toBe(
      `/en/angebot/${TOKEN}/ausweisdaten`,
    );
    expect(hrefs('NotFound').enterCode).toBe('/en/angebot');
  });

  it('restarts the payment of the offer with its token, by a call rather than a link', () => {
    for (const code of ['PaymentAborted', 'PaymentFailed', 'OfferAbandonedPayment'] as const) {
      const [first] = offerErrorActions({ code }, context).actions;
      expect(first, code).toEqual({ kind: 'payAgain', token: TOKEN });
    }
    const noToken = offerErrorActions({ code: 'PaymentAborted' }, { ...context, token: undefined });
    expect(noToken.actions[0]).toEqual({ kind: 'enterCode', href: '/angebot' });
  });

  it('offers entering the offer code once where the token is unknown', () => {
    const { actions } = offerErrorActions({ code: 'Unexpected' }, { ...context, token: undefined });
    expect(actions).toEqual([
      { kind: 'enterCode', href: '/angebot' },
      expect.objectContaining({ kind: 'callHotline' }),
      { kind: 'startPage', href: '/' },
    ]);
    const noToken = offerErrorActions({ code: 'NotFound' }, { ...context, token: undefined });
    expect(kinds(noToken.actions)).toEqual(['enterCode', 'customerService', 'startPage']);
  });

  it("calls the error's shop hotline, and the brand's when it names none", () => {
    const phoneOf = (actions: readonly OfferErrorAction[], kind: string) =>
      actions.find((a) => a.kind === kind && 'phone' in a);
    const shop = offerErrorActions(
      { code: 'ReservationCallHotline', shopHotline: '+49 176 12345678' },
      context,
    );
    expect(phoneOf(shop.actions, 'callHotline')).toEqual({
      kind: 'callHotline',
      phone: { display: '+49\u00a0176\u00a012345678', href: 'tel:+4917612345678' },
    });
    const brand = offerErrorActions({ code: 'ReservationCallHotline' }, context);
    expect(phoneOf(brand.actions, 'callHotline')).toEqual({
      kind: 'callHotline',
      phone: { display: BRAND_HOTLINE.replaceAll(' ', '\u00a0'), href: 'tel:089787979400' },
    });
    const service = offerErrorActions(
      { code: 'PaymentFailed', shopHotline: '+49 176 12345678' },
      context,
    );
    expect(phoneOf(service.actions, 'customerService')).toMatchObject({
      phone: { href: 'tel:089787979400' },
    });
  });

  it('states the maintenance window in the page language and German time', () => {
    // 20:00 UTC is 22:00 in Berlin (summer time).
    const downtime = { from: '2025-05-12T20:00:00Z', to: '2025-05-13T02:00:00Z' };
    const windowIn = (locale: 'de' | 'en') =>
      offerErrorActions({ code: 'Downtime', downtime }, { ...context, locale }).actions[0];
    expect(windowIn('de')).toEqual({
      kind: 'retryLater',
      window: { from: '12.05.2025, 22:00', to: '13.05.2025, 04:00' },
    });
    const en = windowIn('en');
    expect(en && 'window' in en && en.window?.from).toMatch(/^May 12, 2025, 10:00\sPM$/);
  });

  it('gives retry later without a window when the error has none', () => {
    const { actions } = offerErrorActions({ code: 'ReservationRetryLater' }, context);
    expect(actions[0]).toEqual({ kind: 'retryLater' });
  });
});
