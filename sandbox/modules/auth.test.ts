import { describe, expect, it } from 'vitest';
import { authTokenSchema } from '../../src/api/contract/auth.ts';
import { offerVerificationSchema } from '../../src/api/contract/offer.ts';
import { bearer, brandLogin, offerSandbox, SITE } from './offers/testing.ts';

const PROTECTED = 'o2-offer-login-0001';
const OTP_OFFER = 'o2-offer-otp-0001';
const OTP = '418207';
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

    const token = authTokenSchema.parse(
      await (await sb.get(`/api/auth/token?code=${code}`)).json(),
    );
    expect(Date.parse(token.expiresAt) - sb.ctx.now().getTime()).toBe(60 * MINUTE);
    const reused = await sb.get(`/api/auth/token?code=${code}`);
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
    expect((await sb.get(`/api/auth/token?code=${code}`)).status).toBe(401);
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

describe('one-time codes of otp offers', () => {
  it('open the offer with the code from the scenario, once', async () => {
    const sb = offerSandbox();
    expect((await sb.get(`/api/offer/${OTP_OFFER}`)).status).toBe(401);
    const res = await sb.get(`/api/auth/token?code=${OTP}`);
    expect(res.status).toBe(200);
    const { token } = authTokenSchema.parse(await res.json());
    expect((await sb.get(`/api/offer/${OTP_OFFER}`, bearer(token))).status).toBe(200);
    expect((await sb.get(`/api/auth/token?code=${OTP}`)).status).toBe(401);
  });

  it('expire after ten minutes and are sent again when the link is opened', async () => {
    const sb = offerSandbox();
    sb.advance(10 * MINUTE);
    expect((await sb.get(`/api/auth/token?code=${OTP}`)).status).toBe(401);
    const verify = await sb.get(`/api/offer/verify/${OTP_OFFER}`);
    expect(await verify.json()).toMatchObject({
      authenticated: false,
      requirements: { needsOtp: true },
    });
    expect(sb.logs).toEqual(['One-time code sent (valid 10 minutes)']);
    // The log never names the offer's token or its code.
    expect(sb.logs.join('\n')).not.toContain(OTP_OFFER);
    expect(sb.logs.join('\n')).not.toContain(OTP);
    expect((await sb.get(`/api/auth/token?code=${OTP}`)).status).toBe(200);
  });

  it('are not sent again while a valid one is outstanding', async () => {
    const sb = offerSandbox();
    await sb.get(`/api/offer/verify/${OTP_OFFER}`);
    expect(sb.logs).toEqual([]);
  });

  it('cannot be guessed: failed exchanges count towards the rate limit', async () => {
    const sb = offerSandbox();
    for (let n = 0; n < 20; n++) await sb.get(`/api/auth/token?code=${100000 + n}`);
    expect((await sb.get(`/api/auth/token?code=${OTP}`)).status).toBe(429);
  });

  it('allow five wrong tries per offer, then lock it for 15 minutes, saying so', async () => {
    const sb = offerSandbox();
    const wrong = () => sb.get(`/api/auth/token?code=000000&offer=${OTP_OFFER}`);
    for (const left of [4, 3, 2, 1]) {
      const res = await wrong();
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'InvalidCode', triesLeft: left });
    }
    const locked = await wrong();
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(await locked.json()).toMatchObject({
      code: 'TooManyRequests',
      lockedUntil: '2026-03-02T09:15:00.000Z',
    });
    // Locked: the right code is not taken either, until the time is up.
    expect((await sb.get(`/api/auth/token?code=${OTP}&offer=${OTP_OFFER}`)).status).toBe(429);
    sb.advance(15 * MINUTE);
    await sb.get(`/api/offer/verify/${OTP_OFFER}`);
    expect((await sb.get(`/api/auth/token?code=${OTP}&offer=${OTP_OFFER}`)).status).toBe(200);
  });
});
