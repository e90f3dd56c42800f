import { namesLanguage, none } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
import { offer, personal, token } from '../exampleData.ts';
import { idempotencyHeadersSchema } from '../headers.ts';
import { offerParamsSchema } from '../offer.ts';
import { acceptOfferSchema, acceptResultSchema, orderSummarySchema } from '../order.ts';

/** Accepting an offer, and the order it became. */
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
} as const satisfies CallTable;

export default orderCalls satisfies ExamplesFit<typeof orderCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    order: typeof orderCalls;
  }
}
