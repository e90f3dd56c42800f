import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptResultSchema } from '../../../src/api/contract/order.ts';
import { acceptBody, offerSandbox, SITE } from './testing.ts';

const HAPPY = 'o2-offer-happy-0001';
const KEY = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const OTHER_KEY = '0b8e7c56-1d2a-4f3b-9c4d-5e6f7a8b9c0d';
const withKey = (key: string) => ({ 'Idempotency-Key': key });
/** The accept body without some of its parts. */
const without = (...keys: string[]) =>
  Object.fromEntries(Object.entries(acceptBody).filter(([key]) => !keys.includes(key)));
const otherBody = { ...acceptBody, legal: { ...acceptBody.legal, earlyStartRequested: false } };

describe('idempotent accept', () => {
  it('replays the first answer for the same key and body, with one order', async () => {
    const sb = offerSandbox();
    const first = await sb.accept(HAPPY, acceptBody, withKey(KEY));
    const again = await sb.accept(HAPPY, acceptBody, withKey(KEY));
    expect(first.status).toBe(201);
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(sb.orderCount(HAPPY)).toBe(1);
  });

  it('refuses the same key with another body or for another offer (422)', async () => {
    const sb = offerSandbox();
    await sb.accept(HAPPY, acceptBody, withKey(KEY));
    for (const res of [
      await sb.accept(HAPPY, otherBody, withKey(KEY)),
      await sb.accept('aetka-offer-happy-0001', acceptBody, withKey(KEY)),
    ]) {
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({
        errors: [{ field: 'headers.idempotency-key', code: 'invalidValue' }],
      });
    }
    expect(sb.orderCount('aetka-offer-happy-0001')).toBe(0);
  });

  it('creates one order for two concurrent submits with the same key', async () => {
    const sb = offerSandbox();
    const [a, b] = await Promise.all([
      sb.accept(HAPPY, acceptBody, withKey(KEY)),
      sb.accept(HAPPY, acceptBody, withKey(KEY)),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await a.json()).toEqual(await b.json());
    expect(sb.orderCount(HAPPY)).toBe(1);
  });

  it('lets only one of two concurrent submits with different keys order', async () => {
    const sb = offerSandbox();
    const answers = await Promise.all([
      sb.accept(HAPPY, acceptBody, withKey(KEY)),
      sb.accept(HAPPY, acceptBody, withKey(OTHER_KEY)),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 410]);
    expect(sb.orderCount(HAPPY)).toBe(1);
  });

  it('does not keep failures: the key works again with the corrected body', async () => {
    const sb = offerSandbox();
    const failed = await sb.accept(HAPPY, without('idDocument'), withKey(KEY));
    expect(failed.status).toBe(400);
    expect((await sb.accept(HAPPY, acceptBody, withKey(KEY))).status).toBe(201);
  });
});

describe('accept checks what the offer needs', () => {
  it('asks for ID data and a SEPA mandate where the offer needs them', async () => {
    const sb = offerSandbox();
    const bare = without('idDocument', 'payment');
    const res = await sb.accept(HAPPY, bare);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Validation failed.',
      errors: [
        { field: 'idDocument', code: 'required' },
        { field: 'payment', code: 'required' },
      ],
    });
    // A contract extension needs neither.
    expect((await sb.accept('o2-offer-vvl-0001', bare)).status).toBe(201);
  });

  it('checks the IBAN checksum', async () => {
    const sb = offerSandbox();
    const res = await sb.accept(HAPPY, {
      ...acceptBody,
      payment: { ...acceptBody.payment, iban: 'DE89370400440532013001' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: [{ field: 'payment.iban', code: 'invalidIban' }],
    });
  });

  it('needs the customer login for protected offers', async () => {
    const sb = offerSandbox();
    expect((await sb.accept('o2-offer-login-0001')).status).toBe(401);
  });
});

describe('post-payment redirect', () => {
  it('goes to the thank-you page for offers without a one-time payment', async () => {
    const sb = offerSandbox();
    const result = acceptResultSchema.parse(await (await sb.accept(HAPPY)).json());
    expect(result).toEqual({
      orderReference: result.orderReference,
      postPaymentRedirect: 'thankYou',
    });
  });

  it('stays on the page for green IDV offers, which verify the identity next', async () => {
    const sb = offerSandbox();
    const res = await sb.accept('o2-offer-green-idv-0001');
    expect(await res.json()).toMatchObject({ postPaymentRedirect: 'none' });
  });

  it('sends offers with a one-time payment to the provider, returning to the site', async () => {
    const sb = offerSandbox();
    const res = await sb.accept('o2-offer-payment-0001', acceptBody, {
      Origin: SITE,
      Referer: `${SITE}/en/angebot/o2-offer-payment-0001/zusammenfassung`,
    });
    const result = acceptResultSchema.parse(await res.json());
    expect(result.postPaymentRedirect).toBe('paymentProvider');
    const url = new URL(result.redirectUrl ?? '');
    expect(url.origin).toBe('http://127.0.0.1:4322');
    expect(url.pathname).toMatch(/^\/__sandbox\/payment\/[\w-]+$/);
    expect(url.searchParams.get('return')).toBe(`${SITE}/en/angebot/o2-offer-payment-0001/danke`);
    expect(await stateOf(sb, 'o2-offer-payment-0001')).toBe('payment');
  });

  it('never returns to an origin outside the allow-list', async () => {
    const sb = offerSandbox();
    const res = await sb.accept('o2-offer-payment-0001', acceptBody, {
      Origin: 'https://evil.example',
      Referer: 'https://evil.example/angebot',
    });
    const { redirectUrl } = acceptResultSchema.parse(await res.json());
    const back = new URL(new URL(redirectUrl ?? '').searchParams.get('return') ?? '');
    expect(back.origin).toBe('http://o2.localhost:4321');
  });

  it('answers error when the backend cannot place the order, and the offer stops', async () => {
    const sb = offerSandbox();
    const res = await sb.accept('o2-offer-accept-error-0001');
    expect(await res.json()).toMatchObject({ postPaymentRedirect: 'error' });
    const again = await sb.get('/api/offer/o2-offer-accept-error-0001');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'OfferIncompatibleState' });
  });
});

async function stateOf(sb: ReturnType<typeof offerSandbox>, token: string) {
  return ((await (await sb.get(`/api/offer/${token}`)).json()) as { state: string }).state;
}

/** A body that breaks the contract: a required field removed or given a wrong value. */
const brokenBody = fc.oneof(
  // JSON.stringify(undefined) is undefined: send an empty body then.
  fc.anything().map((value) => JSON.stringify(value) ?? ''),
  fc.string(),
  fc
    .record({
      path: fc.constantFrom(
        ['personal'],
        ['personal', 'givenNames'],
        ['personal', 'birthDate'],
        ['personal', 'address', 'postalCode'],
        ['personal', 'contact', 'email'],
        ['legal', 'termsAccepted'],
        ['payment', 'iban'],
        ['idDocument', 'expiryDate'],
        ['legal'],
      ),
      value: fc.oneof(
        fc.constant(undefined),
        fc.constant(null),
        fc.integer(),
        fc.constant(false),
        fc.constantFrom('', '2999-01-01', 'x'.repeat(300), '<script>', 'DE00 0000'),
        fc.array(fc.string(), { maxLength: 2 }),
      ),
    })
    // A far-future expiry date is a valid ID document, not a broken body.
    .filter(({ path, value }) => !(path.at(-1) === 'expiryDate' && value === '2999-01-01'))
    .map(({ path, value }) => {
      const body = structuredClone(acceptBody) as Record<string, unknown>;
      let node = body;
      for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
      node[path.at(-1) ?? ''] = value;
      return JSON.stringify(body);
    }),
);

describe('malformed accept bodies', () => {
  it('get a 4xx with an errors list, never a 5xx', async () => {
    const sb = offerSandbox();
    await fc.assert(
      fc.asyncProperty(brokenBody, async (body) => {
        const res = await sb.accept(HAPPY, body);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        const answer = (await res.json()) as { errors?: unknown[] };
        expect(answer.errors?.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
    expect(sb.orderCount(HAPPY)).toBe(0);
  });
});
