import { documentLanguage, namesLanguage, none, pdf } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
import { offer, token } from '../exampleData.ts';
import { tokenSchema } from '../common.ts';
import {
  documentFileNameSchema,
  documentIdSchema,
  offerParamsSchema,
  offerResetSchema,
  offerSchema,
  offerVerificationSchema,
} from '../offer.ts';
import { describe, z } from '../zod.ts';

const documentParams = z.object({
  id: describe(tokenSchema, 'Offer token.'),
  documentId: documentIdSchema,
  fileName: documentFileNameSchema,
});

/** The offer itself, behind its login or as a preview. */
const readOffer = {
  tag: 'offer',
  params: offerParamsSchema,
  query: namesLanguage,
  body: null,
  response: offerSchema,
  errors: 'offer',
} as const;

/** An offer link: the offer, its preview and documents (ordering is in `order.ts`). */
const offerCalls = {
  offerVerify: {
    method: 'GET',
    path: '/api/offer/verify/:id',
    summary: 'Check an offer link before loading the offer',
    tag: 'offer',
    params: offerParamsSchema,
    query: none,
    body: null,
    response: offerVerificationSchema,
    errors: 'offer',
    access: 'offerLink',
    example: {
      params: { id: token },
      query: {},
      response: {
        offerType: offer.offerType,
        state: offer.state,
        offerUseCase: offer.offerUseCase,
        authenticated: false,
        requirements: offer.requirements,
      },
    },
  },
  offerGet: {
    method: 'GET',
    path: '/api/offer/:id',
    summary: 'Load an offer',
    ...readOffer,
    access: 'offerLogin',
    example: { params: { id: token }, query: {}, response: offer },
  },
  offerPreview: {
    method: 'GET',
    path: '/api/offer/:id/preview',
    summary: 'Load the preview of an offer, without login',
    ...readOffer,
    access: 'previewLink',
    example: { params: { id: token }, query: {}, response: offer },
  },
  offerDocument: {
    method: 'GET',
    path: '/api/offer/documents/:id/:documentId/:fileName',
    summary: 'Download a legal document of an offer as PDF',
    tag: 'offer',
    params: documentParams,
    query: documentLanguage,
    body: null,
    response: pdf,
    errors: 'offer',
    access: 'documents',
    example: {
      params: { id: token, documentId: 'summary', fileName: 'Vertragszusammenfassung.pdf' },
      query: { language: 'de' },
    },
  },
  offerReset: {
    method: 'PATCH',
    path: '/api/offer/:id',
    summary: 'Reset an offer',
    tag: 'offer',
    params: offerParamsSchema,
    query: none,
    body: offerResetSchema,
    response: offerSchema,
    errors: 'offer',
    access: 'offerLogin',
    example: {
      params: { id: token },
      query: {},
      body: { resetTo: 'payment' },
      response: { ...offer, state: 'payment' },
    },
  },
  offerPreviewReset: {
    method: 'POST',
    path: '/api/offer/:id/preview/reset',
    summary: 'Reset the preview of an offer',
    tag: 'offer',
    params: offerParamsSchema,
    query: none,
    body: null,
    response: offerSchema,
    errors: 'offer',
    access: 'previewLink',
    example: { params: { id: token }, query: {}, response: offer },
  },
} as const satisfies CallTable;

export default offerCalls satisfies ExamplesFit<typeof offerCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    offer: typeof offerCalls;
  }
}
