import { namesLanguage, none } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
import { tokenSchema } from '../common.ts';
import { consentSchema } from '../consent.ts';
import { offer, personal, token } from '../exampleData.ts';
import { idempotencyHeadersSchema } from '../headers.ts';
import { offerParamsSchema } from '../offer.ts';
import { acceptOfferSchema, acceptResultSchema, orderSummarySchema } from '../order.ts';
import { describe, z } from '../zod.ts';

const consentParams = z.object({ id: describe(tokenSchema, 'Offer token.') });

/**
 * Accepting an offer, the order it became, and the advertising consent the order may change:
 * the summary reads it with the order's calls, whose schemas it loads anyway.
 */
const orderCalls = {
  offerAccept: {
    method: 'POST',
    path: '/api/offer/accept/:id',
    summary: 'Accept an offer',
    tag: 'offer',
    params: offerParamsSchema,
    query: none,
    headers: idempotencyHeadersSchema,
    body: acceptOfferSchema,
    response: acceptResultSchema,
    errors: 'offer',
    access: 'offerLogin',
    example: {
      params: { id: token },
      query: {},
      body: {
        personal,
        idDocument: {
          nationality: 'DE',
          documentType: 'idCard',
          documentNumber: 'L01X00T47',
          issuingAuthority: 'Stadt München',
          expiryDate: '2031-08-31',
        },
        payment: {
          iban: 'DE89370400440532013000',
          accountHolder: 'Anna Maria Müller-Lüdenscheidt',
          sepaMandateAccepted: true,
        },
        legal: {
          contractSummaryAcknowledged: true,
          termsAccepted: true,
          withdrawalInfoAcknowledged: true,
          earlyStartRequested: true,
        },
      },
      response: {
        orderReference: 'B-2026-7RWD-3MXF-QK2H',
        postPaymentRedirect: 'paymentProvider',
        redirectUrl: 'https://pay.example.de/checkout/7f3a9c',
      },
    },
  },
  offerSummary: {
    method: 'GET',
    path: '/api/offer/summary/:id',
    summary: 'Summary of an accepted offer',
    tag: 'offer',
    params: offerParamsSchema,
    query: namesLanguage,
    body: null,
    response: orderSummarySchema,
    errors: 'offer',
    access: 'offerLogin',
    example: {
      params: { id: token },
      query: {},
      response: {
        orderReference: 'B-2026-7RWD-3MXF-QK2H',
        state: 'confirmed',
        offerType: offer.offerType,
        offerUseCase: 'Standard',
        name: offer.name,
        submittedAt: '2026-01-14T09:41:00+01:00',
        offers: offer.offers,
        personal,
        maskedIban: 'DE** **** **** **** **30 00',
        oneTimePayment: { amount: 99, status: 'captured' },
        postPaymentRedirect: 'paymentProvider',
        totals: { once: 138.99, monthly: 59.98, tax: 22.19, shipping: 0 },
      },
    },
  },
  consent: {
    method: 'GET',
    path: '/api/consent/:id',
    summary: 'Read the advertising consent of the customer behind an offer',
    tag: 'consent',
    params: consentParams,
    query: none,
    body: null,
    response: consentSchema,
    errors: 'generic',
    access: 'offerLogin',
    example: {
      params: { id: token },
      query: {},
      response: {
        channels: { email: true, phone: false, sms: false, letter: true },
        textVersion: '2025-03',
        updatedAt: '2025-11-02T18:04:00+01:00',
      },
    },
  },
} as const satisfies CallTable;

export default orderCalls satisfies ExamplesFit<typeof orderCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    order: typeof orderCalls;
  }
}
