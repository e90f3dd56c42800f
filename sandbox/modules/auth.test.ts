import { describe, expect, it } from 'vitest';
import { authTokenSchema, LOGIN_SESSION_MAX_HOURS } from '../../src/api/contract/auth.ts';
import { offerVerificationSchema } from '../../src/api/contract/offer.ts';
import {
  bearer,
  brandLogin,
  keepOtpCookie,
  offerSandbox,
  SITE,
  type OfferSandbox,
} from './offers/testing.ts';

const PROTECTED = 'o2-offer-login-0001';
const OTP_OFFER = 'o2-offer-otp-0001';
const OTP = '418207';
const OTHER_OTP_OFFER = 'o2-offer-vvl-otp-0001';
const CUSTOMER = '192.0.2.10';
const ATTACKER = '203.0.113.66';
const MINUTE = 60_000;
const loginUrl = (returnTo: string, offer = PROTECTED) =>
  `/__sandbox/login?offer=${offer}&return=${encodeURIComponent(returnTo)}`;

describe('simulated brand login page', () => {
  it('offers to log in as the offer customer or as someone else, on a locked-down page', async () => {
    const sb = offerSandbox();
    const verify = offerVerificationSchema.parse(
      await (await sb.get(`/api/offer/verify/${PROTECTED}`)).json(),
    );
    expect(verify.requirements.loginUrl).toBe(
      `http://127.0.0.1:4322/__sandbox/login?offer=${PROTECTED}`,
    );
    const res = await sb.get(loginUrl(`${SITE}/angebot/${PROTECTED}/login`));
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${SITE}`);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain('Als Julia Schneider anmelden');
    expect(html).toContain('Als andere Person anmelden');
    expect(html).not.toContain('<script');
  });

  it('refuses return URLs outside the site origins (no open redirect)', async () => {
    const sb = offerSandbox();
    for (const target of [
      'https://evil.example/steal',
      'javascript:alert(1)',
      '//evil.example/',
      'http://o2.localhost.evil.example/',
      // Exact origins only: no other port on this machine, no brand host over http.
      'http://127.0.0.1:9999/angebot',
      'http://o2.localhost:9999/angebot',
      'https://o2.localhost:4321/angebot',
      'http://angebot.o2.example/angebot',
    ]) {
      expect((await sb.get(loginUrl(target))).status, target).toBe(400);
      const posted = await sb.form('/__sandbox/login', {
        offer: PROTECTED,
        return: target,
        as: 'customer',
      });
      expect(posted.status, target).toBe(400);
      expect(posted.headers.get('location')).toBeNull();
    }
    expect((await sb.get(`/__sandbox/login?offer=${PROTECTED}`)).status).toBe(400);
    for (const site of ['https://angebot.o2.example', 'http://127.0.0.1:4321', SITE])
      expect((await sb.get(loginUrl(`${site}/angebot/${PROTECTED}/login`))).status, site).toBe(200);
  });

  it('hands out no code for an offer behind a one-time code or its link alone', async () => {
    const sb = offerSandbox();
    for (const offer of [OTP_OFFER, 'o2-offer-happy-0001']) {
      const back = `${SITE}/angebot/${offer}/login`;
      expect((await sb.get(loginUrl(back, offer))).status, offer).toBe(403);
      const posted = await sb.form('/__sandbox/login', { offer, return: back, as: 'customer' });
      expect(posted.status, offer).toBe(403);
      expect(posted.headers.get('location')).toBeNull();
    }
  });

  it('answers 404 for an unknown offer', async () => {
    const sb = offerSandbox();
    const res = await sb.get(loginUrl(`${SITE}/`, 'unknown-offer-000001'));
    expect(res.status).toBe(404);
  });

  it('returns to the site with a code that is exchanged once for a bearer token', async () => {
    const sb = offerSandbox();
    const back = `${SITE}/en/angebot/${PROTECTED}/login?step=2`;
    const res = await sb.form('/__sandbox/login', {
      offer: PROTECTED,
      return: back,
      as: 'customer',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/en/angebot/${PROTECTED}/login`);
    expect(location.searchParams.get('step')).toBe('2');
    const code = location.searchParams.get('code') ?? '';

    const exchange = `/api/auth/token?code=${code}&offer=${PROTECTED}`;
    const token = authTokenSchema.parse(await (await sb.get(exchange)).json());
    expect(Date.parse(token.expiresAt) - sb.ctx.now().getTime()).toBe(60 * MINUTE);
    const reused = await sb.get(exchange);
    expect(reused.status).toBe(401);
  });

  it('lets a login code expire after ten minutes', async () => {
    const sb = offerSandbox();
    const res = await sb.form('/__sandbox/login', {
      offer: PROTECTED,
      return: `${SITE}/angebot/${PROTECTED}/login`,
      as: 'customer',
    });
    const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
    sb.advance(10 * MINUTE);
    expect((await sb.get(`/api/auth/token?code=${code}&offer=${PROTECTED}`)).status).toBe(401);
  });
});

describe('protected offers', () => {
  it('answer 401 without a token, 403 for another customer and 200 for the customer', async () => {
    const sb = offerSandbox();
    const path = `/api/offer/${PROTECTED}`;
    const none = await sb.get(path);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      code: 'NotAuthorized',
      message: 'Not authorized to access offer.',
    });
    const other = await sb.get(path, bearer(await brandLogin(sb, PROTECTED, 'other')));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      code: 'Forbidden',
      message: 'Forbidden to access offer.',
    });
    const own = await brandLogin(sb, PROTECTED);
    expect((await sb.get(path, bearer(own))).status).toBe(200);
    const verified = await sb.get(`/api/offer/verify/${PROTECTED}`, bearer(own));
    expect(await verified.json()).toMatchObject({ authenticated: true });
  });

  it(`renew a login while it is used, never past ${LOGIN_SESSION_MAX_HOURS} hours from its code`, async () => {
    const sb = offerSandbox();
    const started = sb.ctx.now().getTime();
    const sessionEnd = started + LOGIN_SESSION_MAX_HOURS * 60 * MINUTE;
    let token = await brandLogin(sb, PROTECTED);
    for (let renewals = 0; ; renewals += 1) {
      sb.advance(50 * MINUTE);
      const res = await sb.request(`/api/auth/token/renew?offer=${PROTECTED}`, {
        method: 'POST',
        headers: bearer(token),
      });
      if (res.status !== 200) {
        expect(res.status).toBe(401);
        expect(sb.ctx.now().getTime()).toBeGreaterThanOrEqual(sessionEnd);
        expect(renewals).toBe(9);
        break;
      }
      const renewed = authTokenSchema.parse(await res.json());
      expect(Date.parse(renewed.expiresAt)).toBeLessThanOrEqual(sessionEnd);
      token = renewed.token;
    }
    expect((await sb.get(`/api/offer/${PROTECTED}`, bearer(token))).status).toBe(401);
  });

  it('answer 401 again once the bearer token has expired or is unknown', async () => {
    const sb = offerSandbox();
    const own = await brandLogin(sb, PROTECTED);
    sb.advance(60 * MINUTE);
    expect((await sb.get(`/api/offer/${PROTECTED}`, bearer(own))).status).toBe(401);
    expect((await sb.get(`/api/offer/${PROTECTED}`, bearer('made-up-token-123456'))).status).toBe(
      401,
    );
  });
});

const exchange = (
  sb: OfferSandbox,
  code: string,
  offer = OTP_OFFER,
  client = CUSTOMER,
  headers: Record<string, string> = {},
) =>
  sb.get(`/api/auth/token?code=${code}&offer=${offer}`, { 'X-Forwarded-For': client, ...headers });
const openLink = (
  sb: OfferSandbox,
  offer = OTP_OFFER,
  client = CUSTOMER,
  headers: Record<string, string> = {},
) => sb.get(`/api/offer/verify/${offer}`, { 'X-Forwarded-For': client, ...headers });
/** Five wrong codes from five addresses: the offer pauses, no address has to wait. */
const strangersPause = async (sb: OfferSandbox, round = 0) => {
  for (let n = 0; n < 5; n++)
    await exchange(sb, '000000', OTP_OFFER, `198.51.100.${round * 5 + n}`);
};

describe('one-time codes of otp offers', () => {
  it('open the offer with the code from the scenario, once', async () => {
    const sb = offerSandbox();
    expect((await sb.get(`/api/offer/${OTP_OFFER}`)).status).toBe(401);
    const res = await exchange(sb, OTP);
    expect(res.status).toBe(200);
    const { token } = authTokenSchema.parse(await res.json());
    expect((await sb.get(`/api/offer/${OTP_OFFER}`, bearer(token))).status).toBe(200);
    expect((await exchange(sb, OTP)).status).toBe(401);
  });

  it('are taken only with their own offer: none without it, none for another', async () => {
    const sb = offerSandbox();
    const without = await sb.get(`/api/auth/token?code=${OTP}`);
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({ errors: [{ field: 'query.offer' }] });
    // The code of the otp offer, sent with another offer the guesser holds.
    const other = await exchange(sb, OTP, OTHER_OTP_OFFER, ATTACKER);
    expect(other.status).toBe(401);
    expect(other.headers.get('retry-after')).toBe('0');
    expect((await exchange(sb, OTP)).status).toBe(200);
  });

  it('expire after ten minutes and are sent again when the link is opened', async () => {
    const sb = offerSandbox();
    sb.advance(10 * MINUTE);
    expect((await exchange(sb, OTP)).status).toBe(401);
    const verify = await openLink(sb);
    expect(await verify.json()).toMatchObject({
      authenticated: false,
      requirements: { needsOtp: true },
    });
    expect(sb.logs).toEqual(['One-time code sent (valid 10 minutes)']);
    // The log never names the offer's token or its code.
    expect(sb.logs.join('\n')).not.toContain(OTP_OFFER);
    expect(sb.logs.join('\n')).not.toContain(OTP);
    expect((await exchange(sb, OTP)).status).toBe(200);
  });

  it('are not sent again while a valid one is outstanding', async () => {
    const sb = offerSandbox();
    await openLink(sb);
    expect(sb.logs).toEqual([]);
  });

  it('pause the offer for a minute after five wrong ones, saying until when in every refusal', async () => {
    const sb = offerSandbox();
    for (const left of [4, 3, 2, 1]) {
      const res = await exchange(sb, '000000', OTP_OFFER, ATTACKER);
      expect(res.status).toBe(401);
      expect(res.headers.get('retry-after')).toBe('0');
      expect(await res.json()).toMatchObject({ code: 'InvalidCode', triesLeft: left });
    }
    const paused = await exchange(sb, '000000', OTP_OFFER, ATTACKER);
    expect(paused.status).toBe(429);
    expect(paused.headers.get('retry-after')).toBe('60');
    expect(await paused.json()).toMatchObject({
      code: 'TooManyRequests',
      lockedUntil: '2026-03-02T09:01:00.000Z',
      triesLeft: 0,
    });
    // Paused: the right code is not taken either, from anyone, until the minute is over; the
    // customer's code came with the offer here, so no browser may try through the pause.
    const waiting = await exchange(sb, OTP);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('60');
    sb.advance(MINUTE);
    expect((await exchange(sb, OTP)).status).toBe(200);
  });

  it("let the customer in at once with a new code after someone else's wrong tries", async () => {
    const sb = offerSandbox();
    for (let n = 0; n < 5; n++) await exchange(sb, `00000${n}`, OTP_OFFER, ATTACKER);
    expect((await exchange(sb, OTP)).status).toBe(429);
    // "Send a new code": the customer opens the link again.
    await openLink(sb);
    expect(sb.logs).toEqual(['One-time code sent (valid 10 minutes)']);
    expect((await exchange(sb, OTP)).status).toBe(200);
  });

  it('let the browser the code was sent to in while strangers keep the offer paused', async () => {
    const sb = offerSandbox();
    sb.advance(10 * MINUTE);
    const sent = await openLink(sb);
    expect(sent.headers.get('set-cookie')).toMatch(
      /^otp-browser=[0-9a-f-]{36}; Max-Age=600; Path=\/api\/; HttpOnly; SameSite=Strict$/,
    );
    const customer = keepOtpCookie(sent);
    await strangersPause(sb);
    expect((await exchange(sb, OTP)).status).toBe(429);
    const madeUp = { Cookie: 'otp-browser=00000000-0000-0000-0000-000000000000' };
    expect((await exchange(sb, OTP, OTP_OFFER, CUSTOMER, madeUp)).status).toBe(429);
    // A stranger who asks for a new code a minute later gets a cookie of its own; the
    // customer's still counts, however often the strangers bring the pause back.
    sb.advance(MINUTE);
    await strangersPause(sb, 1);
    const strangers = keepOtpCookie(await openLink(sb, OTP_OFFER, ATTACKER));
    expect(sb.logs).toHaveLength(2);
    expect(strangers['Cookie']).toMatch(/^otp-browser=/);
    expect(strangers).not.toEqual(customer);
    await strangersPause(sb, 2);
    expect((await exchange(sb, OTP, OTP_OFFER, ATTACKER)).status).toBe(429);
    expect((await exchange(sb, OTP, OTP_OFFER, CUSTOMER, customer)).status).toBe(200);
  });

  it('let a browser through only the pause of the offer whose code was sent to it', async () => {
    const sb = offerSandbox();
    sb.advance(10 * MINUTE);
    const customer = keepOtpCookie(await openLink(sb));
    for (let n = 0; n < 5; n++) await exchange(sb, '000000', OTHER_OTP_OFFER, `198.51.100.${n}`);
    const other = await exchange(sb, '000000', OTHER_OTP_OFFER, CUSTOMER, customer);
    expect(other.status).toBe(429);
    expect(await other.json()).toMatchObject({ message: expect.stringContaining('offer') });
  });

  it('mark the browser cookie Secure behind https and keep a browser its name', async () => {
    const sb = offerSandbox();
    sb.advance(10 * MINUTE);
    const first = await openLink(sb, OTP_OFFER, CUSTOMER, { 'X-Forwarded-Proto': 'https' });
    expect(first.headers.get('set-cookie')).toContain('; Secure;');
    const again = await openLink(sb, OTHER_OTP_OFFER, CUSTOMER, keepOtpCookie(first));
    expect(keepOtpCookie(again)).toEqual(keepOtpCookie(first));
  });

  it('let the browser the code was sent to through the pause for five wrong codes of its own', async () => {
    const sb = offerSandbox();
    sb.advance(10 * MINUTE);
    const customer = keepOtpCookie(await openLink(sb));
    await strangersPause(sb);
    for (const left of [4, 3, 2, 1]) {
      const res = await exchange(sb, '000000', OTP_OFFER, CUSTOMER, customer);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'InvalidCode', triesLeft: left });
    }
    // Its wrong codes count against the offer too: five of them pause it again, longer.
    const fifth = await exchange(sb, '000000', OTP_OFFER, CUSTOMER, customer);
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('120');
    expect(await fifth.json()).toMatchObject({ triesLeft: 0 });
    const refused = await exchange(sb, OTP, OTP_OFFER, CUSTOMER, customer);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('offer') });
  });

  it('pause longer while wrong codes go on, up to 15 minutes; new codes are few', async () => {
    const sb = offerSandbox();
    const pauses: string[] = [];
    for (let round = 0; round < 6; round++) {
      let res: Response | undefined;
      // Five clients, so no client's own wait gets in the way of the offer's pause.
      for (let n = 0; n < 5; n++) res = await exchange(sb, '000000', OTP_OFFER, `203.0.113.${n}`);
      pauses.push(res?.headers.get('retry-after') ?? '');
      sb.advance(Number(res?.headers.get('retry-after')) * 1000);
    }
    expect(pauses).toEqual(['60', '120', '240', '480', '900', '900']);
    // A new code ends the pause, but only once a minute and five times an hour, however
    // often the pause is brought back.
    for (let minute = 0; minute < 8; minute++) {
      for (let n = 0; n < 5; n++) await exchange(sb, '000000', OTP_OFFER, `198.51.${minute}.${n}`);
      await openLink(sb);
      await openLink(sb);
      sb.advance(MINUTE);
    }
    expect(sb.logs).toHaveLength(5);
  });

  it('make a guessing client wait longer after each wrong code, whatever offer it names, and nobody else', async () => {
    const sb = offerSandbox();
    const offers = ['o2-offer-happy-0001', 'o2-offer-happy-0002', 'aldi-offer-happy-0001'];
    const waits: string[] = [];
    for (let n = 0; n < 8; n++) {
      const res = await exchange(sb, '000000', offers[n % offers.length], ATTACKER);
      expect(res.status).toBe(401);
      waits.push(res.headers.get('retry-after') ?? '');
      if (Number(waits[n]) > 0)
        expect((await exchange(sb, '000000', offers[0], ATTACKER)).status).toBe(429);
      sb.advance(Number(res.headers.get('retry-after')) * 1000);
    }
    expect(waits).toEqual(['0', '0', '0', '0', '0', '2', '4', '8']);
    expect((await exchange(sb, OTP)).status).toBe(200);
  });
});
