import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { isValidIBAN } from 'ibantools';
import type { FieldError } from '../../../src/api/contract/common.ts';
import type { AcceptOffer, AcceptResult } from '../../../src/api/contract/order.ts';
import { messages } from '../../../src/api/errors/codes.ts';
import type { SandboxContext } from '../../context.ts';
import { fail } from '../../contractRoute.ts';
import { transaction } from '../../db.ts';
import { consentStore } from './consents.ts';
import { failWith } from './errors.ts';
import { effectiveState, endStateCodes, isEndState, stateAfterAccept } from './lifecycle.ts';
import { findOffer } from './lookup.ts';
import { paymentUrl } from './paymentUrl.ts';
import { offerStore, type OfferRecord, type OrderRecord, type StoredAccept } from './store.ts';
import { maskIban, nextAfterOrder } from './summary.ts';

interface AcceptInput {
  token: string;
  body: AcceptOffer;
  headers: Record<string, string>;
  c: Context;
  /** Site page the payment provider returns to. */
  returnUrl: (record: OfferRecord) => string;
}

type Answer = Pick<StoredAccept, 'status' | 'body'>;

const hashOf = (body: AcceptOffer) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

const keyReused = (): never =>
  fail(422, {
    code: 'IdempotencyKeyReused',
    message: messages.validation,
    errors: [
      {
        field: 'headers.idempotency-key',
        code: 'invalidValue',
        message: 'This Idempotency-Key was already used for a different request.',
      },
    ],
  });

/** Data the offer needs beyond what the contract requires of every accept. */
function checkRequirements(record: OfferRecord, body: AcceptOffer) {
  const { requirements } = record.offer;
  const errors: FieldError[] = [];
  if (requirements.needsIdData && !body.idDocument)
    errors.push({ field: 'idDocument', code: 'required', message: 'This offer needs ID data.' });
  if (requirements.needsPayment && !body.payment)
    errors.push({
      field: 'payment',
      code: 'required',
      message: 'This offer needs a SEPA mandate.',
    });
  if (body.payment && !isValidIBAN(body.payment.iban))
    errors.push({ field: 'payment.iban', code: 'invalidIban', message: 'The IBAN is not valid.' });
  if (errors.length) fail(400, { message: messages.validation, errors });
}

function redirectFor(
  ctx: SandboxContext,
  record: OfferRecord,
  order: OrderRecord,
  returnUrl: string,
): AcceptResult {
  const orderReference = order.reference;
  if (record.failAcceptWithRedirect) return { orderReference, postPaymentRedirect: 'error' };
  const postPaymentRedirect = nextAfterOrder(record, order);
  if (postPaymentRedirect === 'paymentProvider' && order.oneTimePayment)
    return {
      orderReference,
      postPaymentRedirect,
      redirectUrl: paymentUrl(ctx, order.oneTimePayment.session, returnUrl),
    };
  return { orderReference, postPaymentRedirect };
}

function placeOrder(ctx: SandboxContext, record: OfferRecord, input: AcceptInput): Answer {
  const store = offerStore(ctx.db);
  const now = ctx.now();
  const { body } = input;
  const state = effectiveState(record.offer, now);
  if (isEndState(state)) failWith(record, endStateCodes[state]);
  if (state === 'submitted' || state === 'confirmed') failWith(record, 'OfferConsumed');
  if (record.failure?.at === 'load') failWith(record, record.failure.code);

  const pending = store.orders.byToken(record.token);
  if (pending?.oneTimePayment) {
    // The order stands; only its payment at the provider is tried again.
    const retried = {
      ...pending,
      oneTimePayment: { ...pending.oneTimePayment, status: 'open' as const, session: randomUUID() },
    };
    store.orders.save(retried);
    return { status: 201, body: redirectFor(ctx, record, retried, input.returnUrl(record)) };
  }

  checkRequirements(record, body);
  if (record.failure?.at === 'accept') failWith(record, record.failure.code);

  const amount = record.offer.requirements.oneTimePaymentAmount;
  const order = store.orders.create(
    {
      token: record.token,
      submittedAt: now.toISOString(),
      personal: body.personal,
      ...(body.idDocument ? { idDocument: body.idDocument } : {}),
      ...(body.payment ? { maskedIban: maskIban(body.payment.iban) } : {}),
      ...(amount ? { oneTimePayment: { amount, status: 'open', session: randomUUID() } } : {}),
    },
    now.getFullYear(),
  );
  if (body.consents) consentStore(ctx.db).change(record.token, record.brand, body.consents, now);
  store.offers.put(record.token, record.brand, {
    ...record,
    offer: {
      ...record.offer,
      state: record.failAcceptWithRedirect ? 'incompatibleState' : stateAfterAccept(!!amount),
      personalData: body.personal,
    },
  });
  return { status: 201, body: redirectFor(ctx, record, order, input.returnUrl(record)) };
}

/**
 * Accepts an offer in one transaction, so two concurrent submits cannot both order. With
 * an `Idempotency-Key` the first successful answer is stored and replayed for the same key
 * and body; failures are not stored, so a retry after e.g. ReservationRetryLater is real.
 */
export function acceptOffer(ctx: SandboxContext, input: AcceptInput): Answer {
  return transaction(ctx.db, () => {
    const record = findOffer(ctx, input.c, input.token);
    const key = input.headers['idempotency-key'];
    const bodyHash = hashOf(input.body);
    const first = key ? offerStore(ctx.db).acceptKeys.get(key) : undefined;
    if (first) {
      if (first.token !== input.token || first.bodyHash !== bodyHash) keyReused();
      return { status: first.status, body: first.body };
    }
    const answer = placeOrder(ctx, record, input);
    if (key) offerStore(ctx.db).acceptKeys.put(key, { token: input.token, bodyHash, ...answer });
    return answer;
  });
}
