import type { Context } from 'hono';
import type { Offer } from '../../../src/api/contract/offer.ts';
import type { SandboxContext } from '../../context.ts';
import { missLimiter } from '../../rateLimit.ts';
import { accessStore, bearerOf } from './access.ts';
import { fail } from '../../contractRoute.ts';
import { forbidden, notAuthorized, notFound, offerErrorBody } from './errors.ts';
import { effectiveState } from './lifecycle.ts';
import { offerStore, type OfferRecord } from './store.ts';

const limiters = new WeakMap<SandboxContext, ReturnType<typeof missLimiter>>();

/**
 * One miss counter for every token lookup of these modules (offers, login codes, consent,
 * Novum ids): guessing tokens on one call must not reset the count on another.
 */
export function limiterOf(ctx: SandboxContext) {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = missLimiter({ now: () => ctx.now().getTime() });
    limiters.set(ctx, limiter);
  }
  return limiter;
}

/** Answers 429 with Retry-After while the client has used up its misses. */
export function guardLookup(ctx: SandboxContext, c: Context) {
  limiterOf(ctx).guard(c);
}

/** Counts an unknown token and answers 404. */
export function miss(ctx: SandboxContext, c: Context): never {
  limiterOf(ctx).miss(c);
  return notFound();
}

/**
 * The offer behind a token, or 404 (counted as a miss) / 429. Preview tokens are only
 * found by the preview calls and the other tokens only by the other calls.
 */
export function findOffer(
  ctx: SandboxContext,
  c: Context,
  token: string,
  kind: 'offer' | 'preview' | 'any' = 'offer',
): OfferRecord {
  guardLookup(ctx, c);
  const record = offerStore(ctx.db).offers.get(token)?.data;
  if (!record) return miss(ctx, c);
  if (kind !== 'any' && record.preview !== (kind === 'preview')) return notFound();
  refuseOtherBrand(c, record);
  return record;
}

/** An offer opened on another brand's site: 409 OfferMismatch naming the offer's brand. */
function refuseOtherBrand(c: Context, record: OfferRecord) {
  const sender = c.req.header('x-brand');
  const owner = record.brand;
  if (sender && sender !== owner)
    fail(409, { ...offerErrorBody(record, 'OfferMismatch'), brand: owner });
}

/** True when the request's bearer token belongs to the offer's customer. */
export function isAuthenticated(
  ctx: SandboxContext,
  record: OfferRecord,
  headers: Record<string, string>,
): boolean {
  const bearer = bearerOf(headers);
  return !!bearer && accessStore(ctx.db).customerOf(bearer, ctx.now()) === record.customerId;
}

/** Protected offers need the customer's bearer token: 401 without one, 403 with another's. */
export function requireAccess(
  ctx: SandboxContext,
  record: OfferRecord,
  headers: Record<string, string>,
) {
  if (record.access === 'link') return;
  const bearer = bearerOf(headers);
  const customer = bearer && accessStore(ctx.db).customerOf(bearer, ctx.now());
  if (!customer) notAuthorized();
  if (customer !== record.customerId) forbidden();
}

/** The offer as the site sees it: effective state and the login URL of this sandbox. */
export function offerView(ctx: SandboxContext, record: OfferRecord): Offer {
  const { offer } = record;
  const loginUrl =
    record.access === 'login'
      ? `${ctx.selfOrigin}/__sandbox/login?offer=${encodeURIComponent(record.token)}`
      : undefined;
  return {
    ...offer,
    state: effectiveState(offer, ctx.now()),
    requirements: { ...offer.requirements, ...(loginUrl ? { loginUrl } : {}) },
  };
}
