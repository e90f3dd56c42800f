import type { Context, Hono, MiddlewareHandler } from 'hono';
import { needsBearer, ruleOf, type Subject } from '../src/api/contract/access.ts';
import { calls, type CallDef, type CallName } from '../src/api/contract/calls.ts';
import type { ErrorBody } from '../src/api/contract/common.ts';
import { z } from '../src/api/contract/zod.ts';
import { BRAND_HEADER } from '../src/api/contract/headers.ts';
import { messages } from '../src/api/errors/codes.ts';
import { loadBrands } from '../src/brand/registry.ts';
import { brandEnum } from '../src/brand/schema.ts';
import type { SandboxContext } from './context.ts';
import { fail, HttpFailure, type FailureStatus } from './failure.ts';
import { accessStore, bearerOf } from './modules/offers/access.ts';
import { missLimiter } from './rateLimit.ts';

/**
 * The access table of the contract (src/api/contract/access.ts), enforced for every call in
 * this one place, before its handler runs: the call's brand binding, the link token (a
 * guessed one is a miss, counted per client), the bearer token where the subject is behind
 * a login, and that the link is still open where the rule asks so. Handlers find their
 * records but check no access of their own.
 */

/** What a link token opens, as far as access is concerned. */
export interface SubjectInfo {
  /** The brand it belongs to. */
  brand: string;
  /** The customer whose bearer token opens it, when it is behind a login. */
  loginOf?: string | undefined;
  /** Body of a refusal that concerns it (an offer's carries its use case and hotline). */
  refusal?: (code: string, message: string) => ErrorBody;
  /** How its own calls refuse it once it ended or broke; a rule `whileOpen` refuses the same. */
  ended?: { status: FailureStatus; body: ErrorBody } | undefined;
}

/** How a module's tokens are found: `pathBrand` is the brand of the path, for path-bound calls. */
export interface SubjectFinder {
  find(token: string, pathBrand: string | undefined): SubjectInfo | undefined;
  /** The 404 body for a token it does not know. */
  notFound: ErrorBody;
}

interface AccessState {
  finders: Partial<Record<Subject, SubjectFinder>>;
  misses: ReturnType<typeof missLimiter>;
}

const states = new WeakMap<SandboxContext, AccessState>();
const contexts = new WeakMap<Hono, SandboxContext>();

function stateOf(ctx: SandboxContext): AccessState {
  let state = states.get(ctx);
  if (!state) {
    state = { finders: {}, misses: missLimiter({ now: () => ctx.now().getTime() }) };
    states.set(ctx, state);
  }
  return state;
}

/** The sandbox an app serves; `createSandbox` binds it before any module registers a route. */
export function bindSandbox(app: Hono, ctx: SandboxContext) {
  contexts.set(app, ctx);
}

/** A module says how the tokens of a subject are found (in its `init`). */
export function registerSubject(ctx: SandboxContext, subject: Subject, finder: SubjectFinder) {
  stateOf(ctx).finders[subject] = finder;
}

/**
 * A token as the module of `subject` finds it, for a subject made of other subjects' links
 * (customer details behind a verification or offer link). None where no module registered it.
 */
export const findSubject = (
  ctx: SandboxContext,
  subject: Subject,
  token: string,
  pathBrand?: string,
): SubjectInfo | undefined => stateOf(ctx).finders[subject]?.find(token, pathBrand);

/**
 * The one miss counter of every token and id lookup: guessing on one call counts on all,
 * so an enumerator cannot spread its tries over calls.
 */
export const missesOf = (ctx: SandboxContext) => stateOf(ctx).misses;

const knownBrands = new Set<string>([...brandEnum, ...loadBrands().map((b) => b.slug)]);
const brandOfHost = new Map(loadBrands().flatMap((b) => b.hosts.map((h) => [h, b.slug])));

/**
 * The brand of the site a request comes from: X-Brand as the edge (or nginx, or the dev
 * server) wrote it from the host it served; without it, the brand whose host the browser
 * names in Origin (an API on another origin). A direct call that names neither (a test, curl
 * at the sandbox port) is bound to no site.
 */
export function siteBrandOf(c: Context): string | undefined {
  const stated = c.req.header(BRAND_HEADER);
  if (stated) return stated;
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return undefined;
  try {
    return brandOfHost.get(new URL(origin).hostname);
  } catch {
    return undefined;
  }
}

/** The value of the token the rule names, if it has the contract's form (else the call's 400). */
function tokenOf(c: Context, def: CallDef): string | undefined {
  const where = ruleOf(def).token;
  if (!where) return undefined;
  const schema = where.in === 'params' ? def.params : def.query;
  const raw = where.in === 'params' ? c.req.param(where.name) : c.req.query(where.name);
  const field = schema.shape[where.name];
  return typeof raw === 'string' && field && z.safeParse(field, raw).success ? raw : undefined;
}

function check(ctx: SandboxContext, c: Context, def: CallDef) {
  const rule = ruleOf(def);
  const site = siteBrandOf(c);
  const pathBrand = c.req.param('brand');
  if (pathBrand !== undefined && !knownBrands.has(pathBrand))
    fail(404, { code: 'BrandNotFound', message: `Brand ${pathBrand} does not exist.` });
  const mismatch = (owner: string, subject?: SubjectInfo): never => {
    const { mismatch: code } = rule.brand;
    const message = `The request from the site of ${site} concerns brand ${owner}.`;
    return fail(409, { ...(subject?.refusal?.(code, message) ?? { code, message }), brand: owner });
  };
  if (rule.brand.by === 'path' && site !== undefined && pathBrand !== site)
    mismatch(pathBrand ?? '');
  const token = tokenOf(c, def);
  if (!rule.token || token === undefined) return;
  const finder = stateOf(ctx).finders[rule.token.subject];
  if (!finder) throw new Error(`No module registered how to find a ${rule.token.subject} token`);
  const misses = missesOf(ctx);
  misses.guard(c);
  const subject = finder.find(token, rule.brand.by === 'path' ? pathBrand : undefined);
  if (!subject) {
    misses.miss(c);
    return fail(404, finder.notFound);
  }
  if (rule.brand.by === 'token' && site !== undefined && subject.brand !== site)
    mismatch(subject.brand, subject);
  if (needsBearer(rule) && subject.loginOf !== undefined) {
    const bearer = bearerOf(c.req.header());
    const customer = bearer && accessStore(ctx.db).customerOf(bearer, ctx.now());
    if (!customer) fail(401, { code: 'NotAuthorized', message: messages.offerNotAuthorized });
    if (customer !== subject.loginOf)
      fail(403, { code: 'Forbidden', message: messages.offerForbidden });
  }
  // Last, as the link's own calls answer its end only to whom they let through.
  if (rule.token.whileOpen && subject.ended) fail(subject.ended.status, subject.ended.body);
}

/** The access check of one call, as middleware before its handler. */
export function accessCheck(app: Hono, name: CallName): MiddlewareHandler {
  const def: CallDef = calls[name];
  return async (c, next) => {
    const ctx = contexts.get(app);
    if (!ctx) throw new Error('contractRoute needs an app made by createSandbox');
    try {
      check(ctx, c, def);
    } catch (error) {
      if (error instanceof HttpFailure) return c.json(error.body, error.status, error.headers);
      throw error;
    }
    await next();
    return undefined;
  };
}
