import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from './modules/offers/access.ts';
import { keepOtpCookie, offerSandbox, type OfferSandbox } from './modules/offers/testing.ts';

// What the limits leave an attacker, measured on the sandbox with a clock the test moves:
// a guesser who tries again the moment each refusal allows (Retry-After), for one hour. The
// README's table ("Access to the API") quotes these numbers.

const HOUR_MS = 3_600_000;
const OTP_OFFER = 'o2-offer-otp-0001';
const clientsOf = (n: number) => Array.from({ length: n }, (_, i) => `198.18.${i >> 8}.${i & 255}`);

/**
 * Wrong one-time codes the API checks in an hour when `clients` guess at `offers`, each
 * client as soon as it may and, while an offer pauses, asking for a new code (which ends
 * the pause) whenever one may be sent. All clients share the guesser's browser cookie from
 * the new codes it asked for, and send it while the offer pauses, for the tries that
 * cookie has through the pause.
 */
async function wrongCodesPerHour(sb: OfferSandbox, clients: string[], offers: string[]) {
  const start = sb.ctx.now().getTime();
  const now = () => sb.ctx.now().getTime();
  const clientReady = new Map(clients.map((c) => [c, start]));
  const offerReady = new Map(offers.map((o) => [o, start]));
  const nextNewCode = new Map(offers.map((o) => [o, start]));
  /** Until when the guesser's browser may try through the offer's pause. */
  const throughPause = new Map<string, number>();
  const open = (o: string) =>
    (offerReady.get(o) ?? 0) <= now() || (throughPause.get(o) ?? 0) > now();
  let cookie: Record<string, string> = {};
  let checked = 0;
  let turn = 0;
  while (now() < start + HOUR_MS) {
    const client = clients.find((c) => (clientReady.get(c) ?? 0) <= now());
    const offer = offers.find(open);
    const paused = offers.find(
      (o) => (nextNewCode.get(o) ?? 0) <= now() && (offerReady.get(o) ?? 0) > now(),
    );
    if (paused) {
      // "Send a new code": opening the link does it, if the limits allow one.
      const res = await sb.get(`/api/offer/verify/${paused}`, {
        'X-Forwarded-For': clients[0] ?? '',
        ...cookie,
      });
      if (res.headers.has('set-cookie')) throughPause.set(paused, now() + CODE_TTL_MS);
      cookie = keepOtpCookie(res, cookie);
      nextNewCode.set(paused, now() + 60_000);
      offerReady.set(paused, now());
      continue;
    }
    if (!client || !offer) {
      const next = Math.min(
        ...clients.map((c) => clientReady.get(c) ?? 0),
        ...offers.map((o) => Math.min(offerReady.get(o) ?? 0, nextNewCode.get(o) ?? 0)),
      );
      sb.advance(Math.max(1000, next - now()));
      continue;
    }
    const target = offers[turn++ % offers.length] ?? offer;
    const throughIt = (offerReady.get(target) ?? 0) > now();
    const res = await sb.get(
      `/api/auth/token?code=${String(turn).padStart(6, '0')}&offer=${target}`,
      { 'X-Forwarded-For': client, ...(throughIt ? cookie : {}) },
    );
    const body = (await res.json()) as {
      triesLeft?: number;
      message?: string;
      lockedUntil?: string;
    };
    const retryAt = now() + Number(res.headers.get('retry-after') ?? 0) * 1000;
    if (res.status === 401 || body.triesLeft === 0) checked += 1;
    if (res.status === 401) clientReady.set(client, retryAt);
    else if (body.message?.includes('client')) clientReady.set(client, retryAt);
    else {
      offerReady.set(target, Date.parse(body.lockedUntil ?? '') || retryAt);
      // Refused through the pause: the browser's own tries are spent.
      if (throughIt) throughPause.delete(target);
      if (body.triesLeft === 0) clientReady.set(client, now());
    }
  }
  return checked;
}

/** Unknown offer tokens `clients` may try in `ms`, each as soon as it may. */
async function tokenGuesses(sb: OfferSandbox, clients: string[], ms: number) {
  const start = sb.ctx.now().getTime();
  const ready = new Map(clients.map((c) => [c, start]));
  let tried = 0;
  while (sb.ctx.now().getTime() < start + ms) {
    const now = sb.ctx.now().getTime();
    const client = clients.find((c) => (ready.get(c) ?? 0) <= now);
    if (!client) {
      sb.advance(Math.max(1, Math.min(...ready.values()) - now));
      continue;
    }
    const res = await sb.get(`/api/offer/guess-${String(tried).padStart(16, '0')}`, {
      'X-Forwarded-For': client,
    });
    if (res.status === 404) tried += 1;
    else ready.set(client, now + Number(res.headers.get('retry-after')) * 1000);
  }
  return tried;
}

/**
 * Minutes until the customer (another address) is logged in while a stranger on `addresses`
 * keeps the offer paused: each address tries a wrong code the moment its own wait and the
 * offer's pause allow, asking again every second while it pauses; with `newCodes` it also
 * asks for every new code the moment one may be sent, else never. The customer opens the
 * link every five minutes (a new code, if one may be sent; it ends the pause, and its cookie
 * lets the customer's browser try through the next) and types the code half a minute later.
 * `undefined`: not within the hour.
 */
async function customerWaits(addresses: number, { newCodes = false } = {}) {
  const sb = offerSandbox();
  const offer = 'o2-offer-vvl-otp-0001';
  const verify = `/api/offer/verify/${offer}`;
  let customer: Record<string, string> = { 'X-Forwarded-For': '203.0.113.7' };
  const start = sb.ctx.now().getTime();
  const now = () => sb.ctx.now().getTime();
  const strangers = clientsOf(addresses);
  const ready = new Map(strangers.map((c) => [c, start]));
  let offerReady = start;
  let nextNewCode = start;
  let nextVisit = start + 10_000;
  let typeAt = Infinity;
  let wrong = 0;
  while (now() < start + HOUR_MS) {
    if (now() >= nextVisit) {
      customer = keepOtpCookie(await sb.get(verify, customer), customer);
      typeAt = now() + 30_000;
      nextVisit = now() + 5 * 60_000;
    }
    if (newCodes && offerReady > now() && now() >= nextNewCode) {
      await sb.get(verify, { 'X-Forwarded-For': strangers[0] ?? '' });
      nextNewCode = now() + 60_000;
      offerReady = now();
    }
    if (now() >= typeAt) {
      typeAt = Infinity;
      const res = await sb.get(`/api/auth/token?code=630425&offer=${offer}`, customer);
      if (res.status === 200) return Math.round((now() - start) / 60_000);
    }
    const client = [...ready].find(([, at]) => at <= now())?.[0];
    if (!client || offerReady > now()) {
      sb.advance(1000);
      continue;
    }
    const res = await sb.get(`/api/auth/token?code=${100000 + wrong++}&offer=${offer}`, {
      'X-Forwarded-For': client,
    });
    const body = (await res.json()) as { lockedUntil?: string; message?: string };
    const retryAt = now() + Number(res.headers.get('retry-after') ?? 0) * 1000;
    if (res.status === 401 || body.message?.includes('client')) ready.set(client, retryAt);
    else offerReady = Math.min(Date.parse(body.lockedUntil ?? '') || retryAt, now() + 1000);
  }
  return undefined;
}

describe('what the limits leave a guesser in an hour', () => {
  it('one client: 17 wrong codes, on one offer or across many', async () => {
    expect(await wrongCodesPerHour(offerSandbox(), clientsOf(1), [OTP_OFFER])).toBe(17);
    const offers = ['o2-offer-happy-0001', 'o2-offer-happy-0002', 'aldi-offer-happy-0001'];
    expect(await wrongCodesPerHour(offerSandbox(), clientsOf(1), offers)).toBe(17);
  });

  it('100 clients: 80 wrong codes on one offer, 1,700 on 100 offers', async () => {
    expect(await wrongCodesPerHour(offerSandbox(), clientsOf(100), [OTP_OFFER])).toBe(80);
    const sb = offerSandbox();
    const offers: string[] = [];
    for (let i = 0; i < 100; i++) {
      const copy = await sb.request(`/__sandbox/offers/${OTP_OFFER}/copy`, { method: 'POST' });
      offers.push(((await copy.json()) as { token: string }).token);
    }
    expect(await wrongCodesPerHour(sb, clientsOf(100), offers)).toBe(1700);
  });

  it('unknown tokens: 20 a minute per client (1,200 an hour), 100 clients 100 times that', async () => {
    expect(await tokenGuesses(offerSandbox(), clientsOf(1), HOUR_MS)).toBe(1200);
    expect(await tokenGuesses(offerSandbox(), clientsOf(100), 60_000)).toBe(2000);
  });
});

describe('the customer, while a stranger keeps the offer paused', () => {
  it('gets in at once in the browser the new code was sent to, against 1 or 100 addresses', async () => {
    expect(await customerWaits(1)).toBe(1);
    expect(await customerWaits(2)).toBe(1);
    expect(await customerWaits(5)).toBe(1);
    expect(await customerWaits(100)).toBe(1);
  });

  it('not while the stranger also takes every new code the moment one may be sent', async () => {
    expect(await customerWaits(100, { newCodes: true })).toBeUndefined();
  });
});
