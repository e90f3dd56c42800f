import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refusalsOf, ruleOf } from '../src/api/contract/access.ts';
import { callNames, calls, type CallName } from '../src/api/contract/calls.ts';
import { createSandbox } from './app.ts';
import {
  loginOffer,
  openSubjects,
  otpOffer,
  protectedSubjects,
  seededCall,
  type Seeded,
} from './testing.ts';

// The access table of the contract, tried on every operation: from another brand's site,
// with a guessed token, without a bearer and with another customer's. Each answer must be
// the refusal the table states, and none may have done anything.

const tmp = mkdtempSync(join(tmpdir(), 'sandbox-access-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const fresh = () =>
  createSandbox({ dbPath: ':memory:', quiet: true, uploadDir: join(tmp, String(Math.random())) });

type Sandbox = ReturnType<typeof fresh>;

/** Each test's client is another address, so no guessing limit of one test reaches the next. */
let clients = 0;
const newClient = () => `198.18.${Math.floor(++clients / 250)}.${clients % 250}`;

async function send(sb: Sandbox, name: CallName, subject: Seeded, headers: Record<string, string>) {
  const { path, init } = seededCall(name, subject, { 'X-Forwarded-For': newClient(), ...headers });
  // The login code call needs a code of the offer it names.
  const call = name === 'authToken' ? path.replace(/code=[^&]*/, `code=${otpOffer.code}`) : path;
  const res = await sb.app.request(call, init);
  const text = await res.text();
  return {
    status: res.status,
    body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

/** A bearer token of the customer of `offer` (an otp offer), as its login gives it. */
async function bearerOf(sb: Sandbox, offer = otpOffer): Promise<string> {
  const res = await sb.app.request(`/api/auth/token?code=${offer.code}&offer=${offer.token}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function loginBearer(sb: Sandbox): Promise<string> {
  const back = `http://o2.localhost:4321/angebot/${loginOffer.token}/login`;
  const res = await sb.app.request('/__sandbox/login', {
    method: 'POST',
    body: new URLSearchParams({ offer: loginOffer.token, return: back, as: 'customer' }),
  });
  const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const token = await sb.app.request(`/api/auth/token?code=${code}&offer=${loginOffer.token}`);
  return ((await token.json()) as { token: string }).token;
}

const otherBrand = (brand: string) => (brand === 'aldi' ? 'o2' : 'aldi');

/** The subject a call is tried on: behind a login where its rule asks for the bearer. */
const subjectOf = (name: CallName): Seeded => {
  const { token } = ruleOf(calls[name]);
  if (name === 'authToken') return otpOffer;
  return (
    (token && refusalsOf(ruleOf(calls[name])).withoutBearer
      ? protectedSubjects[token.subject]
      : undefined) ?? openSubjects[token?.subject ?? 'offer']
  );
};

describe('the access table, on every operation', () => {
  it.each(callNames)(
    '%s: from another brand’s site, the mismatch code of its rule',
    async (name) => {
      const sb = fresh();
      const subject = subjectOf(name);
      const { otherBrand: expected } = refusalsOf(ruleOf(calls[name]));
      const answer = await send(sb, name, subject, { 'X-Brand': otherBrand(subject.brand) });
      expect(answer.status, name).toBe(expected.status);
      expect(answer.body, name).toMatchObject({ code: expected.code, brand: subject.brand });
    },
  );

  it.each(callNames.filter((n) => ruleOf(calls[n]).token))(
    '%s: with a token nobody was given, 404',
    async (name) => {
      const sb = fresh();
      const guessed = { ...subjectOf(name), token: 'guessed-token-00000001' };
      const answer = await send(sb, name, guessed, {});
      expect(answer.status, name).toBe(refusalsOf(ruleOf(calls[name])).guessedToken);
    },
  );

  const bearerCalls = callNames.filter((n) => refusalsOf(ruleOf(calls[n])).withoutBearer);

  it.each(bearerCalls)('%s: behind a login, 401 without a bearer token', async (name) => {
    const sb = fresh();
    const answer = await send(sb, name, subjectOf(name), {});
    expect(answer.status, name).toBe(401);
    expect(answer.body).toMatchObject({ code: 'NotAuthorized' });
  });

  it.each(bearerCalls)('%s: behind a login, 403 with another offer’s bearer', async (name) => {
    const sb = fresh();
    const other = await bearerOf(sb);
    const answer = await send(sb, name, subjectOf(name), { Authorization: `Bearer ${other}` });
    expect(answer.status, name).toBe(403);
    expect(answer.body).toMatchObject({ code: 'Forbidden' });
  });

  // A statement's id and a sealed link are checked by their own handler (404 for an id never
  // sent, 403 for a seal that does not match), which the example's made-up ones fail.
  const baseline = callNames.filter(
    (n) => !['statementId', 'prefillLink'].includes(ruleOf(calls[n]).caller),
  );

  it.each(baseline)('%s: the right caller from the right site is let through', async (name) => {
    const sb = fresh();
    const subject = subjectOf(name);
    const login = refusalsOf(ruleOf(calls[name])).withoutBearer
      ? { Authorization: `Bearer ${await loginBearer(sb)}` }
      : {};
    const answer = await send(sb, name, subject, login);
    expect([401, 403], name).not.toContain(answer.status);
    expect(answer.body['code'], name).not.toBe(refusalsOf(ruleOf(calls[name])).otherBrand.code);
    expect(answer.body['code'], name).not.toBe('NotFound');
  });
});

describe('a refusal changes nothing', () => {
  it('another brand’s site neither orders an offer nor declines an e-mail', async () => {
    const sb = fresh();
    const accept = await send(sb, 'offerAccept', openSubjects.offer, { 'X-Brand': 'aldi' });
    expect(accept.status).toBe(409);
    const verify = await send(sb, 'offerVerify', openSubjects.offer, {});
    expect(verify.body).toMatchObject({ state: 'open' });
    expect((await send(sb, 'declineMail', openSubjects.mail, { 'X-Brand': 'aldi' })).status).toBe(
      409,
    );
    expect((await send(sb, 'declineMail', openSubjects.mail, {})).body).toMatchObject({
      result: 'declined',
    });
  });
});

describe('customer details behind an offer login', () => {
  const protectedOffers = [
    'o2-offer-login-0001',
    'o2-offer-vvl-otp-0001',
    'o2-offer-tm-otp-0001',
    'o2-offer-green-idv-vvl-otp-0001',
  ];

  it.each(protectedOffers)('%s: neither read nor changed without its bearer', async (token) => {
    const sb = fresh();
    const subject = { token, brand: 'o2' };
    expect((await send(sb, 'customerDetailsGet', subject, {})).status).toBe(401);
    expect((await send(sb, 'customerDetailsUpdate', subject, {})).status).toBe(401);
  });

  it('stay guarded after the customer changed them', async () => {
    const sb = fresh();
    const own = { Authorization: `Bearer ${await loginBearer(sb)}` };
    expect((await send(sb, 'customerDetailsUpdate', loginOffer, own)).status).toBe(200);
    expect((await send(sb, 'customerDetailsGet', loginOffer, own)).status).toBe(200);
    expect((await send(sb, 'customerDetailsGet', loginOffer, {})).status).toBe(401);
  });
});
