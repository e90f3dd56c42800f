// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dataLayerEntries,
  lifecycleEvents as events,
  resetDataLayer,
  visit as at,
} from '../../analytics/testing.ts';
import type { TrackedOffer } from '../../analytics/events.ts';
import { sha256Hex } from '../../security/sha256Hex.ts';
import { offerEvents, type TrackedOrder } from './events.ts';

const TOKEN = 'q3Z8vX1_bN0-kLm4Pw9yTg';
const pushed = dataLayerEntries;
const last = () => events().at(-1);

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

beforeEach(resetDataLayer);

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
  it('tracks the purchase with order totals and product lines, the order by the hash of its reference', async () => {
    at(`/angebot/${TOKEN}/danke`);
    expect(await offerEvents.confirmationPurchase(order)).toBe(true);
    expect(last()).toMatchObject({
      event: 'purchase',
      pageName: 'angebot/danke',
      offerKind: 'initial_offer',
      ecommerce: {
        currencyCode: 'EUR',
        purchase: {
          actionField: {
            id: await sha256Hex('ORD-2030-000123'),
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
    // With the customer's name and e-mail, the reference is what a withdrawal asks for.
    expect(JSON.stringify(pushed())).not.toContain('ORD-2030-000123');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('ORD-2030-000123');
  });

  it('tracks each order once, also after a reload of the confirmation page', async () => {
    const purchases = () => events().filter((e) => e.event === 'purchase');
    const placed = { ...order, orderReference: 'ORD-2030-000200' };
    const twice = await Promise.all([
      offerEvents.confirmationPurchase(placed),
      offerEvents.confirmationPurchase(placed),
    ]);
    expect(twice.sort()).toEqual([false, true]);

    vi.resetModules();
    const reloaded = await import('./events.ts');
    expect(await reloaded.offerEvents.confirmationPurchase(placed)).toBe(false);
    expect(purchases()).toHaveLength(1);

    await reloaded.offerEvents.confirmationPurchase({
      ...order,
      orderReference: 'ORD-2030-000201',
    });
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
    const { offerEvents: fresh } = await import('./events.ts');
    expect(await fresh.confirmationPurchase(order)).toBe(true);
    expect(await fresh.confirmationPurchase(order)).toBe(false);
  });

  it('tracks no purchase without Web Crypto (outside a secure context), rather than the reference', async () => {
    vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new TypeError('no subtle'));
    const placed = { ...order, orderReference: 'ORD-2030-000300' };
    expect(await offerEvents.confirmationPurchase(placed)).toBe(false);
    expect(events().filter((e) => e.event === 'purchase')).toEqual([]);
    expect(JSON.stringify(pushed())).not.toContain('ORD-2030-000300');
  });
});
