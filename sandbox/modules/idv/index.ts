import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { ErrorBody } from '../../../src/api/contract/common.ts';
import type { IdvSession } from '../../../src/api/contract/idv.ts';
import { messages, type IdvBodyCode } from '../../../src/api/errors/codes.ts';
import { defaultLocale, type Locale, type RouteId } from '../../../src/routes.ts';
import { href } from '../../../src/routing/links.ts';
import { registerSubject } from '../../access.ts';
import type { SandboxContext, SandboxModule } from '../../context.ts';
import { contractRoute, fail } from '../../contractRoute.ts';
import { transaction } from '../../db.ts';
import { brandFacts } from '../support/brandFacts.ts';
import { seedDocuments, seedIsReset } from '../support/seedMode.ts';
import { methodOptions, methodsOfBrand } from './methods.ts';
import {
  outcomesOfMethod,
  providerOutcomes,
  statusOfCode,
  type OutcomeName,
  type ProviderOutcome,
} from './outcomes.ts';
import { providerCsp, renderProviderPage } from './providerPage.ts';
import { idvSeed } from './seed.ts';
import { idvTables, type IdvRecord } from './store.ts';

const PROVIDER_PATH = '/__sandbox/idv';

/** A typed `href` for a route id chosen at run time; every idv route takes a token. */
const idvHref = href as (id: RouteId, params: { token: string }, locale?: Locale) => string;

/** The link ended or broke: every call answers the body code (SPEC §8). */
function endOf(record: IdvRecord, brand: string, now: Date) {
  const code: IdvBodyCode | undefined =
    record.code ?? (Date.parse(record.expiresAt) < now.getTime() ? 'OFFER_EXPIRED' : undefined);
  if (!code) return undefined;
  const body: ErrorBody = {
    code,
    message: messages.idvBody,
    offerUseCase: record.useCase,
    ...(record.downtime ? { downtime: record.downtime } : {}),
  };
  const hotline = brandFacts(brand).hotline;
  if (code === 'RESERVATION_CALL_HOTLINE' && hotline) body.shopHotline = hotline;
  return { status: statusOfCode(code), body };
}

/** The site origin to return to: the page that started the method, else the brand's site. */
function returnOriginOf(c: Context, ctx: SandboxContext, brand: string): string {
  const candidates = [c.req.header('origin'), c.req.header('referer')];
  for (const candidate of candidates) {
    if (!candidate || candidate === 'null') continue;
    let origin: string;
    try {
      origin = new URL(candidate).origin;
    } catch {
      continue;
    }
    if (!ctx.allowedReturnOrigins(origin))
      fail(403, {
        code: 'ReturnOriginNotAllowed',
        message: `${origin} is not a site of this API.`,
      });
    return origin;
  }
  return brandFacts(brand).siteOrigin;
}

const securityHeaders = (returnOrigin: string) => ({
  'Content-Security-Policy': providerCsp(returnOrigin),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
});

/** A PostIdent coupon number as printed on the coupon: 16 digits in groups of four. */
const postIdentReference = () =>
  Array.from({ length: 4 }, () => String(randomInt(0, 10_000)).padStart(4, '0')).join(' ');

/**
 * Identity verification: the calls of the idv link (SPEC §7) and a simulated provider at
 * `/__sandbox/idv/<session>` whose buttons end the verification with each outcome of
 * SPEC §4 and send the browser back to the site's page for it.
 */
export const idvModule: SandboxModule = {
  name: 'idv',
  init(ctx) {
    const { sessions } = idvTables(ctx);
    registerSubject(ctx, 'idv', {
      notFound: { code: 'NotFound', message: messages.idvNotFound },
      find: (token) => {
        const row = sessions.get(token);
        return row && { brand: row.brand, ended: endOf(row.data, row.brand, ctx.now()) };
      },
    });
  },
  routes(app: Hono, ctx) {
    const { sessions, provider } = idvTables(ctx);

    // Found and bound to the site's brand by the access rule (idvLink) before a handler runs.
    const load = (token: string) => {
      const row = sessions.get(token);
      if (!row) return fail(404, { code: 'NotFound', message: messages.idvNotFound });
      const ended = endOf(row.data, row.brand, ctx.now());
      if (ended) fail(ended.status, ended.body);
      return row;
    };

    contractRoute(app, 'idvGet', ({ params, query }) => {
      const { data } = load(params.id);
      const session: IdvSession = {
        status: data.status,
        useCase: data.useCase,
        language: query.language ?? data.language,
        expiresAt: data.expiresAt,
        ...(data.method ? { method: data.method } : {}),
        ...(data.postIdentReference ? { postIdentReference: data.postIdentReference } : {}),
      };
      return { json: session };
    });

    contractRoute(app, 'idvMethods', ({ params }) => {
      const { brand, data } = load(params.id);
      return { json: { methods: methodOptions(brand, ctx.now(), data) } };
    });

    contractRoute(app, 'idvTrigger', ({ params, query, body, c }) => {
      const { brand, data } = load(params.id);
      if (!methodsOfBrand(brand).includes(body.method))
        fail(400, {
          message: 'Validation failed.',
          errors: [
            {
              field: 'method',
              code: 'invalidValue',
              message: `${brand} does not offer ${body.method}.`,
            },
          ],
        });
      const option = methodOptions(brand, ctx.now(), data).find((o) => o.method === body.method);
      if (!option?.available)
        fail(409, {
          code: 'MethodUnavailable',
          message: `${body.method} cannot be started now (${option?.unavailableReason ?? 'unknown'}).`,
        });
      const returnOrigin = returnOriginOf(c, ctx, brand);
      const language = query.language ?? data.language;
      const sessionId = randomUUID();
      transaction(ctx.db, () => {
        provider.put(sessionId, brand, {
          token: params.id,
          method: body.method,
          language,
          returnOrigin,
        });
        const next: IdvRecord = { ...data, status: 'main', method: body.method, language };
        delete next.postIdentReference;
        sessions.put(params.id, brand, next);
      });
      const providerUrl = `${ctx.selfOrigin}${PROVIDER_PATH}/${sessionId}?return=${encodeURIComponent(returnOrigin)}`;
      return { json: { method: body.method, providerUrl } };
    });

    const providerSession = (c: Context) => {
      const id = c.req.param('session') ?? '';
      const row = provider.get(id);
      const returned = c.req.query('return');
      if (!row) return { error: c.text('Unknown verification session.', 404) };
      // The return address travels in the URL; only the one stored at the trigger is obeyed.
      if (returned !== undefined && returned !== row.data.returnOrigin)
        return { error: c.text('The return address does not belong to this session.', 400) };
      if (!ctx.allowedReturnOrigins(row.data.returnOrigin))
        return { error: c.text('The return address is not a site of this API.', 400) };
      return { id, row };
    };

    app.get(`${PROVIDER_PATH}/:session`, (c) => {
      const found = providerSession(c);
      if ('error' in found) return found.error;
      const { id, row } = found;
      const html = renderProviderPage({
        language: row.data.language,
        brandName: brandFacts(row.brand).name,
        method: row.data.method,
        action: `${PROVIDER_PATH}/${id}?return=${encodeURIComponent(row.data.returnOrigin)}`,
        outcomes: row.data.finished ? [] : outcomesOfMethod(row.data.method),
      });
      return c.html(html, row.data.finished ? 409 : 200, securityHeaders(row.data.returnOrigin));
    });

    // A verification ends for good; a browser test that ends one takes a copy of its seed,
    // so it never ends a link another test (or its own retry) still opens.
    app.post(`${PROVIDER_PATH}/copy/:token`, (c) => {
      const seeded = idvSeed(ctx.now()).rows.find((row) => row.id === c.req.param('token'));
      if (!seeded)
        return c.json({ code: 'NotFound', message: 'No seeded verification has this token.' }, 404);
      const token = `${seeded.id}-${randomBytes(4).toString('hex')}`;
      sessions.put(token, seeded.brand, seeded.data);
      return c.json({ token }, 201);
    });

    app.post(`${PROVIDER_PATH}/:session`, async (c) => {
      const found = providerSession(c);
      if ('error' in found) return found.error;
      const { id, row } = found;
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const outcome = form['outcome'];
      const allowed: string[] = outcomesOfMethod(row.data.method);
      if (typeof outcome !== 'string' || !allowed.includes(outcome))
        return c.text('Unknown outcome for this method.', 400);
      if (row.data.finished) return c.text('This verification has already ended.', 409);
      const name = outcome as OutcomeName;
      const result: ProviderOutcome = providerOutcomes[name];
      const session = sessions.get(row.data.token);
      if (!session) return c.text('The verification no longer exists.', 404);
      transaction(ctx.db, () => {
        provider.put(id, row.brand, { ...row.data, finished: name });
        const next: IdvRecord = { ...session.data, status: result.status, method: row.data.method };
        delete next.postIdentReference;
        if (result.code) next.code = result.code;
        if (result.status === 'postIdent') next.postIdentReference = postIdentReference();
        sessions.put(row.data.token, session.brand, next);
      });
      const languages = brandFacts(session.brand).languages;
      const locale = languages.includes(row.data.language) ? row.data.language : defaultLocale;
      const target = `${row.data.returnOrigin}${idvHref(result.route, { token: row.data.token }, locale)}`;
      return c.redirect(target, 303);
    });
  },
  seed(ctx) {
    const { sessions, provider } = idvTables(ctx);
    const reset = seedIsReset(ctx, 'idv');
    const { rows, scenarios } = idvSeed(ctx.now());
    if (reset) provider.clear();
    seedDocuments(ctx, sessions, rows, reset);
    return scenarios;
  },
};

export default idvModule;
