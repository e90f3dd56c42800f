import { namesLanguage, none } from '../callParts.ts';
import type { CallTable } from '../callDef.ts';
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
  },
} as const satisfies CallTable;

export default orderCalls;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    order: typeof orderCalls;
  }
}
