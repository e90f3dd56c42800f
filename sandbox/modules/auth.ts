import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { OTP_BROWSER_COOKIE } from '../../src/api/contract/auth.ts';
import { tokenSchema } from '../../src/api/contract/common.ts';
import type { SandboxContext, SandboxModule } from '../context.ts';
import { contractRoute, fail, HttpFailure } from '../contractRoute.ts';
import { accessStore, bearerOf } from './offers/access.ts';
import { brandBySlug, siteBrand } from './offers/brands.ts';
import { customerOf, tokenOf } from './offers/build.ts';
import { otherCustomer } from './offers/catalog/personas.ts';
import { allowedReturn, buttonForm, escapeHtml, htmlPage, messagePage } from './offers/html.ts';
import { codeTries } from './offers/codeTries.ts';
import { findOffer } from './offers/lookup.ts';
import { offerSeeds } from './offers/scenarios.ts';
import type { OfferRecord } from './offers/store.ts';

/**
 * Login: the simulated brand login page hands out one-time codes by redirect, otp offers
 * have their typed code, and GET /api/auth/token exchanges either for a bearer token.
 */

const LOGIN_PATH = '/__sandbox/login';

type Checked = { record: OfferRecord; returnTo: URL } | { refused: Response };

/** The offer and return URL of a login request, or the page that refuses it. */
function checkLogin(ctx: SandboxContext, c: Context, fields: Record<string, unknown>): Checked {
  const returnTo = allowedReturn(
    typeof fields['return'] === 'string' ? fields['return'] : undefined,
    ctx.allowedReturnOrigins,
  );
  if (!returnTo)
    return {
      refused: messagePage(400, 'Anmeldung abgelehnt', 'Die Rücksprungadresse ist nicht erlaubt.'),
    };
  const token = tokenSchema.safeParse(fields['offer']);
  if (!token.success)
    return { refused: messagePage(400, 'Anmeldung abgelehnt', 'Der Angebotslink fehlt.') };
  try {
    const record = findOffer(ctx, c, token.data, 'any');
    // The simulated brand login stands in for the brand's own; an offer behind a one-time
    // code (or behind its link alone) has none, and a code from here would skip the SMS.
    if (record.access !== 'login')
      return {
        refused: messagePage(
          403,
          'Anmeldung abgelehnt',
          'Dieses Angebot wird nicht über den Login geöffnet.',
        ),
      };
    return { record, returnTo };
  } catch (error) {
    if (!(error instanceof HttpFailure)) throw error;
    return error.status === 429
      ? { refused: messagePage(429, 'Zu viele Versuche', 'Bitte später erneut versuchen.') }
      : { refused: messagePage(404, 'Angebot unbekannt', 'Zu diesem Link gibt es kein Angebot.') };
  }
}

function loginPage(record: OfferRecord, returnTo: URL): Response {
  const brand = brandBySlug(record.brand);
  const data = record.offer.personalData;
  const holder =
    data?.givenNames && data.familyName
      ? `${data.givenNames} ${data.familyName}`
      : 'Kundin/Kunde des Angebots';
  const fields = { offer: record.token, return: returnTo.href };
  return htmlPage({
    title: `${brand.name} Login (Sandbox)`,
    formTargets: [returnTo.origin],
    body: [
      `<h1>${escapeHtml(brand.name)} Login</h1>`,
      `<p>Angebot: ${escapeHtml(record.offer.name)}</p>`,
      buttonForm(LOGIN_PATH, { ...fields, as: 'customer' }, `Als ${holder} anmelden`, true),
      buttonForm(
        LOGIN_PATH,
        { ...fields, as: 'other' },
        `Als andere Person anmelden (${otherCustomer.name})`,
      ),
      '<p class="note">Simulierte Anmeldung der Sandbox. Nach der Anmeldung geht es mit einem Einmal-Code zurück zum Angebot.</p>',
    ].join('\n'),
  });
}

function loginRoutes(app: Hono, ctx: SandboxContext) {
  app.get(LOGIN_PATH, (c) => {
    const checked = checkLogin(ctx, c, c.req.query());
    return 'refused' in checked ? checked.refused : loginPage(checked.record, checked.returnTo);
  });

  app.post(LOGIN_PATH, async (c) => {
    const form = await c.req.parseBody();
    const checked = checkLogin(ctx, c, form);
    if ('refused' in checked) return checked.refused;
    const { record, returnTo } = checked;
    const customer = form['as'] === 'other' ? otherCustomer.id : record.customerId;
    const code = accessStore(ctx.db).newCode(record.token, customer, ctx.now());
    returnTo.searchParams.set('code', code);
    return c.redirect(returnTo.href, 303);
  });

  // The offer was found and its brand checked by the access rule (loginCode); a code
  // counts only with its offer, so a lock cannot be stepped around by leaving it out. The
  // browser a one-time code was sent to names itself by its cookie (sendOtp).
  contractRoute(app, 'authToken', ({ query, c }) => {
    const tries = codeTries(ctx);
    const browser = getCookie(c, OTP_BROWSER_COOKIE);
    tries.guard(query.offer, c, browser);
    const token = accessStore(ctx.db).exchange(query.code, query.offer, ctx.now());
    if (!token) return tries.wrong(query.offer, c, browser);
    tries.succeeded(query.offer);
    return { json: token };
  });

  // The access rule (loginRenew) already checked that the bearer opens this offer.
  contractRoute(app, 'authRenew', ({ c }) => {
    const bearer = bearerOf(c.req.header());
    const renewed = bearer && accessStore(ctx.db).renew(bearer, ctx.now());
    if (!renewed) return fail(401, { code: 'NotAuthorized', message: 'No valid login to renew.' });
    return { json: renewed };
  });
}

export const authModule: SandboxModule = {
  name: 'auth',
  init(ctx) {
    accessStore(ctx.db);
  },
  routes: loginRoutes,
  seed(ctx) {
    const access = accessStore(ctx.db);
    access.clear();
    codeTries(ctx).clear();
    for (const seed of offerSeeds) {
      if (!seed.otpCode) continue;
      const token = tokenOf(seed);
      access.issueCode(seed.otpCode, token, customerOf(token), ctx.now());
    }
    const protectedOffer = offerSeeds.find((s) => s.brandLogin);
    if (!protectedOffer) return [];
    const token = tokenOf(protectedOffer);
    return [
      {
        token,
        brand: siteBrand(protectedOffer.brand).slug,
        name: 'auth-brand-login-other-customer',
        expect:
          'On the sandbox login page choose "Als andere Person anmelden": the site gets a token of another customer and shows the forbidden (403) error.',
        path: `/angebot/${token}`,
      },
    ];
  },
};

export default authModule;
