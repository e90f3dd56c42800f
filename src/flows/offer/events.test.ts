// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  dataLayerEntries,
  lifecycleEvents as events,
  resetDataLayer,
  visit as at,
} from '../../analytics/testing.ts';
import type { TrackedOffer } from '../../analytics/events.ts';
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
  transactionId: '5e0c0f2b9d6b4a1c8e7f3a2d1c0b9a8f7e6d5c4b3a2918070605040302010f0e',
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
  it('tracks the purchase with order totals and product lines, under the transaction id it is given', () => {
    at(`/angebot/${TOKEN}/danke`);
    offerEvents.confirmationPurchase(order);
    expect(last()).toMatchObject({
      event: 'purchase',
      pageName: 'angebot/danke',
      offerKind: 'initial_offer',
      ecommerce: {
        currencyCode: 'EUR',
        purchase: {
          actionField: {
            id: order.transactionId,
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

  it('names no payment method for an order without payment', () => {
    offerEvents.confirmationPurchase({ ...order, payment: undefined });
    expect(last()).toMatchObject({
      ecommerce: { purchase: { actionField: { payment: null } } },
    });
  });
});
