import { namedIn } from './catalog/packs.ts';
import type { Context } from 'hono';
import type { Offer } from '../../../src/api/contract/offer.ts';
import { messages, type OfferBodyCode } from '../../../src/api/errors/codes.ts';
import { missesOf, registerSubject, type SubjectFinder } from '../../access.ts';
import type { SandboxContext } from '../../context.ts';
import { accessStore, bearerOf } from './access.ts';
import { codeStatus, notFound, offerErrorBody } from './errors.ts';
import { effectiveState, endStateCodes, isEndState } from './lifecycle.ts';
import { offerStore, type OfferRecord } from './store.ts';

/** Answers 429 with Retry-After while the client has used up its misses. */
export function guardLookup(ctx: SandboxContext, c: Context) {
  missesOf(ctx).guard(c);
}

/** Counts an unknown token and answers 404. */
export function miss(ctx: SandboxContext, c: Context): never {
  missesOf(ctx).miss(c);
  return notFound();
}

/**
 * The offer behind a token, or 404 (counted as a miss) / 429. Preview tokens are only
 * found by the preview calls and the other tokens only by the other calls. Who may open
 * it is the access table's to say (sandbox/access.ts), not this lookup's.
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
  return record;
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

/** The body code loading the offer answers instead of the offer: its end state or a seeded failure. */
export function loadFailureOf(record: OfferRecord, now: Date): OfferBodyCode | undefined {
  const state = effectiveState(record.offer, now);
  if (isEndState(state)) return endStateCodes[state];
  return record.failure?.at === 'load' ? record.failure.code : undefined;
}

/** How the access check finds offer and preview tokens, and what a refusal of one says. */
export function registerOfferSubjects(ctx: SandboxContext) {
  const finder = (kind: 'offer' | 'preview' | 'any'): SubjectFinder => ({
    notFound: { code: 'NotFound', message: messages.offerNotFound },
    find(token) {
      const record = offerStore(ctx.db).offers.get(token)?.data;
      if (!record || (kind !== 'any' && record.preview !== (kind === 'preview'))) return undefined;
      const failure = loadFailureOf(record, ctx.now());
      return {
        brand: record.brand,
        loginOf: record.access === 'link' ? undefined : record.customerId,
        refusal: (code) => offerErrorBody(record, code as OfferBodyCode),
        ended: failure && { status: codeStatus[failure], body: offerErrorBody(record, failure) },
      };
    },
  });
  registerSubject(ctx, 'offer', finder('offer'));
  registerSubject(ctx, 'preview', finder('preview'));
  registerSubject(ctx, 'offerOrPreview', finder('any'));
}

/** The offer as the site sees it: effective state and the login URL of this sandbox. */
export function offerView(ctx: SandboxContext, record: OfferRecord, language?: string): Offer {
  const { offer } = record;
  const loginUrl =
    record.access === 'login'
      ? `${ctx.selfOrigin}/__sandbox/login?offer=${encodeURIComponent(record.token)}`
      : undefined;
  return {
    ...offer,
    state: effectiveState(offer, ctx.now()),
    offers: namedIn(offer.offers, language),
    requirements: { ...offer.requirements, ...(loginUrl ? { loginUrl } : {}) },
  };
}
