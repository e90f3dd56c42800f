// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LifecycleEvent } from './dataLayer.ts';
import type { TrackedOffer } from './events.ts';
import { idvEvents } from './idvEvents.ts';
import { offerEvents, type TrackedOrder } from './offerEvents.ts';
import { selfcareTerminationEvents, terminationEvents } from './terminationEvents.ts';
import { withdrawalEvents } from './withdrawalEvents.ts';

const TOKEN = 'q3Z8vX1_bN0-kLm4Pw9yTg';
const globals = window as unknown as Record<string, unknown>;
const pushed = () => (globals['dataLayer'] ?? []) as Record<string, unknown>[];
const events = () => pushed().filter((e) => 'event' in e) as unknown as LifecycleEvent[];
const last = () => events().at(-1);
const at = (path: string) => window.history.replaceState(null, '', path);

const offer: TrackedOffer = {
  offerType: 'orange_vvl_otp' as TrackedOffer['offerType'],
  offers: [
    {
      tariff: {
        id: 'TRF-M',
        name: 'O2 Mobile M',
        prices: [{ type: 'monthly', amount: 29.99 }],
      },
      packs: [],
    },
  ],
};
const initialOffer: TrackedOffer = { ...offer, offerType: 'offer_vvl' };

const order: TrackedOrder = {
  orderReference: 'ORD-2030-000123',
  offerType: 'offer',
  offers: offer.offers,
  totals: { once: 139.99, monthly: 29.99, tax: 22.35, shipping: 4.99 },
  affiliation: 'O2',
  payment: 'sepa',
};

beforeEach(() => {
  Reflect.deleteProperty(window, 'dataLayer');
  sessionStorage.clear();
  at('/');
});

describe('offer events', () => {
  it('tracks a loaded offer with page name, offer kind, code and product lines, without the token', () => {
    at(`/angebot/${TOKEN}?code=${TOKEN}`);
    offerEvents.offerLoaded(initialOffer);
    expect(last()).toEqual({
      event: 'offer_loaded',
      pageName: 'angebot',
      offerKind: 'initial_offer_vertragsverlaengerung',
      alternativeOfferCode: 0,
      errorDescription: null,
      errorCode: null,
      label: null,
      useCase: null,
      ecommerce: {
        currencyCode: 'EUR',
        products: [
          expect.objectContaining({ id: 'TRF-M', category: 'Tarif', price: 29.99, position: 1 }),
        ],
      },
    });
    expect(JSON.stringify(pushed())).not.toContain(TOKEN);
  });

  it.each([
    ['offerLoadError', 'offer_load_error', 'loading cart failed'],
    ['documentsLoadError', 'offer_documents_load_error', 'loading documents failed'],
    ['submitFailed', 'offer_submit_failed', 'place order failed'],
    ['errorPage', 'offer_error_page', 'error page'],
  ] as const)('%s carries the tracking error description', (name, event, description) => {
    at(`/angebot/${TOKEN}/fehler`);
    offerEvents[name]({ errorCode: 'OfferExpired', offer });
    expect(last()).toMatchObject({
      event,
      pageName: 'angebot/fehler',
      errorDescription: description,
      errorCode: 'OfferExpired',
      offerKind: 'alternative_offer_vertragsverlaengerung',
      alternativeOfferCode: 31,
      ecommerce: null,
    });
    offerEvents[name]();
    expect(last()).toMatchObject({
      event,
      errorCode: null,
      offerKind: null,
      alternativeOfferCode: null,
    });
  });

  it.each([
    [
      'personalDataSaved',
      'offer_personal_data_saved',
      `/angebot/${TOKEN}/meine-daten`,
      'angebot/meine-daten',
    ],
    [
      'paymentDataSaved',
      'offer_payment_data_saved',
      `/en/angebot/${TOKEN}/zahlung`,
      'angebot/zahlung',
    ],
    [
      'offerSubmitted',
      'offer_submitted',
      `/angebot/${TOKEN}/zusammenfassung`,
      'angebot/zusammenfassung',
    ],
    ['confirmation', 'offer_confirmation', `/tr/angebot/${TOKEN}/danke`, 'angebot/danke'],
  ] as const)('%s tracks the step with the product lines', (name, event, path, pageName) => {
    at(path);
    offerEvents[name](offer);
    expect(last()).toMatchObject({ event, pageName, alternativeOfferCode: 31 });
    expect(last()?.ecommerce).toMatchObject({ products: [{ id: 'TRF-M' }] });
  });

  it('tracks a document download with its type', () => {
    offerEvents.documentsDownloaded(initialOffer, 'contractSummary');
    expect(last()).toMatchObject({ event: 'offer_documents_downloaded', label: 'contractSummary' });
  });
});

describe('confirmationPurchase', () => {
  it('tracks the purchase with order totals and product lines', () => {
    at(`/angebot/${TOKEN}/danke`);
    expect(offerEvents.confirmationPurchase(order)).toBe(true);
    expect(last()).toMatchObject({
      event: 'purchase',
      pageName: 'angebot/danke',
      offerKind: 'initial_offer',
      ecommerce: {
        currencyCode: 'EUR',
        purchase: {
          actionField: {
            id: 'ORD-2030-000123',
            affiliation: 'O2',
            revenue: 139.99,
            monthlyRevenue: 29.99,
            tax: 22.35,
            shipping: 4.99,
            payment: 'sepa',
          },
          products: [{ id: 'TRF-M', category: 'Tarif' }],
        },
      },
    });
  });

  it('tracks each order once, also after a reload of the confirmation page', async () => {
    const purchases = () => events().filter((e) => e.event === 'purchase');
    const placed = { ...order, orderReference: 'ORD-2030-000200' };
    expect(offerEvents.confirmationPurchase(placed)).toBe(true);
    expect(offerEvents.confirmationPurchase(placed)).toBe(false);

    vi.resetModules();
    const reloaded = await import('./offerEvents.ts');
    expect(reloaded.offerEvents.confirmationPurchase(placed)).toBe(false);
    expect(purchases()).toHaveLength(1);

    reloaded.offerEvents.confirmationPurchase({ ...order, orderReference: 'ORD-2030-000201' });
    expect(purchases()).toHaveLength(2);
  });

  it('still tracks once per page load where sessionStorage is denied', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.resetModules();
    const { offerEvents: fresh } = await import('./offerEvents.ts');
    expect(fresh.confirmationPurchase(order)).toBe(true);
    expect(fresh.confirmationPurchase(order)).toBe(false);
  });
});

describe('identity verification events', () => {
  it('tracks the methods offered, the method chosen and outcomes', () => {
    at(`/idv/${TOKEN}`);
    const standard = { useCase: 'Standard' } as const;
    const video = { useCase: 'Novum', method: 'videoIdent' } as const;
    idvEvents.selectionPageLoaded(['eid', 'videoIdent'], standard);
    idvEvents.submitted(video);
    idvEvents.pending(video);
    idvEvents.success(video);
    idvEvents.cancelled(standard);
    idvEvents.error('OFFER_EXPIRED', standard);
    expect(
      pushed().map((e) => [e['event'], e['pageName'], e['label'], e['errorCode'], e['useCase']]),
    ).toEqual([
      ['idv_selection_page_loaded', 'idv', 'eid,videoIdent', null, 'Standard'],
      ['idv_submitted', 'idv', 'videoIdent', null, 'Novum'],
      ['idv_pending', 'idv', 'videoIdent', null, 'Novum'],
      ['idv_success', 'idv', 'videoIdent', null, 'Novum'],
      ['idv_cancelled', 'idv', null, null, 'Standard'],
      ['idv_error', 'idv', null, 'OFFER_EXPIRED', 'Standard'],
    ]);
  });
});

describe('termination events', () => {
  const choice = {
    serviceType: 'mobile',
    cancellationType: 'Regular',
    selectTerminationDate: true,
  } as const;

  it('labels the form events with the termination label', () => {
    at('/kuendigung');
    terminationEvents.pageLoaded();
    terminationEvents.teaserViewed();
    terminationEvents.modalViewed('comboDiscount');
    terminationEvents.modalClosed('comboDiscount');
    terminationEvents.cancelled(choice);
    terminationEvents.submitFailed(choice, 'TECHNICAL_PROBLEM');
    terminationEvents.submitted(choice);
    expect(events().map((e) => [e.event, e.pageName, e.label, e.errorCode])).toEqual([
      ['termination_page_loaded', 'kuendigung', null, null],
      ['termination_teaser_viewed', 'kuendigung', null, null],
      ['termination_modal_viewed', 'kuendigung', 'comboDiscount', null],
      ['termination_modal_closed', 'kuendigung', 'comboDiscount', null],
      ['termination_cancelled', 'kuendigung', 'mobile/Regular/later', null],
      [
        'termination_submit_failed',
        'kuendigung',
        'failure/mobile/Regular/later',
        'TECHNICAL_PROBLEM',
      ],
      ['termination_submitted', 'kuendigung', 'success/mobile/Regular/later', null],
    ]);
  });

  it('labels the self-care events the same way', () => {
    at('/selfcarekuendigung');
    const now = { ...choice, selectTerminationDate: false };
    selfcareTerminationEvents.submitClicked(now);
    selfcareTerminationEvents.modalDisplayed('requiredFields');
    selfcareTerminationEvents.modalClosed('requiredFields');
    selfcareTerminationEvents.failed(now);
    selfcareTerminationEvents.submitted(now);
    expect(events().map((e) => [e.event, e.pageName, e.label])).toEqual([
      ['selfcare_termination_submit_clicked', 'selfcarekuendigung', 'mobile/Regular/now'],
      ['selfcare_termination_modal_displayed', 'selfcarekuendigung', 'requiredFields'],
      ['selfcare_termination_modal_closed', 'selfcarekuendigung', 'requiredFields'],
      ['selfcare_termination_failed', 'selfcarekuendigung', 'failure/mobile/Regular/now'],
      ['selfcare_termination_submitted', 'selfcarekuendigung', 'success/mobile/Regular/now'],
    ]);
  });
});

describe('withdrawal events', () => {
  it('carry the offer kind of the order withdrawn, and the failure its code', () => {
    at('/widerruf');
    withdrawalEvents.pageLoaded(undefined);
    withdrawalEvents.failed('WithdrawalPeriodEnded', { offerType: 'offer_vvl' });
    withdrawalEvents.confirmed({ offerType: 'offer' });
    expect(events().map((e) => [e.event, e.pageName, e.offerKind, e.errorCode])).toEqual([
      ['withdrawal_page_loaded', 'widerruf', null, null],
      [
        'withdrawal_failed',
        'widerruf',
        'initial_offer_vertragsverlaengerung',
        'WithdrawalPeriodEnded',
      ],
      ['withdrawal_confirmed', 'widerruf', 'initial_offer', null],
    ]);
  });
});

it('pushes every lifecycle event with the same fields, so no value leaks into the next one', () => {
  offerEvents.offerLoaded(offer);
  offerEvents.submitFailed({ errorCode: 'OfferBlocked' });
  idvEvents.success({ useCase: 'Standard', method: 'eid' });
  terminationEvents.submitted({});
  withdrawalEvents.confirmed({ offerType: 'offer' });
  const fields = events().map((e) => Object.keys(e).sort());
  expect(new Set(fields.map(String)).size).toBe(1);
});
