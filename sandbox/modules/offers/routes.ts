import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { messages } from '../../../src/api/errors/codes.ts';
import type { SandboxContext } from '../../context.ts';
import { contractRoute, fail } from '../../contractRoute.ts';
import { renderPdf } from '../../pdf.ts';
import { transaction } from '../../db.ts';
import { acceptOffer } from './accept.ts';
import { offerDocument } from './documents.ts';
import { failWith, offerErrorBody, resetFailed } from './errors.ts';
import { imageRoutes } from './images.ts';
import { canReset, effectiveState, endStateCodes, isEndState } from './lifecycle.ts';
import { findOffer, isAuthenticated, loadFailureOf, offerView } from './lookup.ts';
import { sendOtp } from './otp.ts';
import { siteReturnUrl } from './returnUrl.ts';
import { offerStore, type OfferRecord } from './store.ts';
import { orderSummary } from './summary.ts';
import { documentLocale } from '../support/texts.ts';

/** End states and seeded load failures answer their body code instead of the offer. */
function answerLoadFailure(ctx: SandboxContext, record: OfferRecord) {
  const failure = loadFailureOf(record, ctx.now());
  if (failure) failWith(record, failure);
}

/** Refuses a reset, with the end state's own code where there is one. */
function refuseReset(ctx: SandboxContext, record: OfferRecord): never {
  const state = effectiveState(record.offer, ctx.now());
  if (isEndState(state) && state !== 'abandonedPayment') failWith(record, endStateCodes[state]);
  return resetFailed(record);
}

/** The offer calls of SPEC §7. */
export function offerRoutes(app: Hono, ctx: SandboxContext) {
  const store = offerStore(ctx.db);

  contractRoute(app, 'offerVerify', ({ params, headers, c }) => {
    const record = findOffer(ctx, c, params.id);
    answerLoadFailure(ctx, record);
    const authenticated = isAuthenticated(ctx, record, headers);
    if (record.access === 'otp' && !authenticated) sendOtp(ctx, record, c);
    const offer = offerView(ctx, record);
    return {
      json: {
        offerType: offer.offerType,
        state: offer.state,
        offerUseCase: offer.offerUseCase,
        authenticated,
        requirements: offer.requirements,
      },
    };
  });

  contractRoute(app, 'offerGet', ({ params, query, c }) => {
    const record = findOffer(ctx, c, params.id);
    answerLoadFailure(ctx, record);
    return { json: offerView(ctx, record, query.language) };
  });

  contractRoute(app, 'offerPreview', ({ params, query, c }) => {
    const record = findOffer(ctx, c, params.id, 'preview');
    answerLoadFailure(ctx, record);
    return { json: offerView(ctx, record, query.language) };
  });

  contractRoute(app, 'offerAccept', ({ params, body, headers, c }) => {
    const answer = acceptOffer(ctx, {
      token: params.id,
      body,
      headers,
      c,
      returnUrl: (record) => siteReturnUrl(ctx, headers, record.token, record.brand),
    });
    return { status: answer.status, json: answer.body };
  });

  contractRoute(app, 'offerSummary', ({ params, query, c }) => {
    const record = findOffer(ctx, c, params.id);
    const order = store.orders.byToken(record.token);
    if (!order)
      return fail(
        409,
        offerErrorBody(record, 'OfferSummaryNotLoaded', messages.offerSummaryNotLoaded),
      );
    return { json: orderSummary(record, order, ctx.now(), query.language) };
  });

  contractRoute(app, 'offerDocument', async ({ params, query, c }) => {
    const record = findOffer(ctx, c, params.id, 'any');
    const document = record.offer.documents.find(
      (d) => d.documentId === params.documentId && d.fileName === params.fileName,
    );
    if (!document)
      return fail(404, { code: 'DocumentsNotLoaded', message: messages.documentsNotLoaded });
    const now = ctx.now();
    const locale = documentLocale(record.brand, query.language);
    const { content, fileName } = offerDocument(document.type, record, now, locale);
    return { pdf: await renderPdf(content, now), fileName };
  });

  contractRoute(app, 'offerReset', ({ params, body, c }) =>
    transaction(ctx.db, () => {
      const record = findOffer(ctx, c, params.id);
      const state = effectiveState(record.offer, ctx.now());
      const order = store.orders.byToken(record.token);
      if (!canReset(state, body.resetTo, order?.oneTimePayment?.status)) refuseReset(ctx, record);
      if (body.resetTo === 'open') store.orders.remove(record.token);
      else if (order?.oneTimePayment)
        store.orders.save({
          ...order,
          oneTimePayment: { ...order.oneTimePayment, status: 'open', session: randomUUID() },
        });
      const reset = { ...record, offer: { ...record.offer, state: body.resetTo } };
      store.offers.put(record.token, record.brand, reset);
      return { json: offerView(ctx, reset) };
    }),
  );

  contractRoute(app, 'offerPreviewReset', ({ params, c }) =>
    transaction(ctx.db, () => {
      const record = findOffer(ctx, c, params.id, 'preview');
      const state = effectiveState(record.offer, ctx.now());
      if (!canReset(state, 'open', undefined)) refuseReset(ctx, record);
      const reset = { ...record, offer: { ...record.offer, state: 'open' as const } };
      store.offers.put(record.token, record.brand, reset);
      return { json: offerView(ctx, reset) };
    }),
  );

  imageRoutes(app);
}
