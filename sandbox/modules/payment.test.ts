import { describe, expect, it } from 'vitest';
import { acceptResultSchema, orderSummarySchema } from '../../src/api/contract/order.ts';
import { offerStore } from './offers/store.ts';
import { acceptBody, offerSandbox, SITE, type OfferSandbox } from './offers/testing.ts';

const OFFER = 'o2-offer-payment-0001';
const RETURN = `${SITE}/angebot/${OFFER}/danke`;
const KEY = '9d3b2a10-5c4e-4f6a-8b7c-1d2e3f4a5b6c';

/** Accepts the payment offer and answers the provider URL (path and query). */
async function startPayment(sb: OfferSandbox, key?: string): Promise<string> {
  const res = await sb.accept(OFFER, acceptBody, {
    Origin: SITE,
    ...(key ? { 'Idempotency-Key': key } : {}),
  });
  const url = new URL(acceptResultSchema.parse(await res.json()).redirectUrl ?? '');
  return `${url.pathname}${url.search}`;
}

const pay = (sb: OfferSandbox, page: string, outcome: string, returnTo = RETURN) =>
  sb.form(page.split('?')[0] ?? '', { outcome, return: returnTo });

const offerState = async (sb: OfferSandbox) => {
  const res = await sb.get(`/api/offer/${OFFER}`);
  return { status: res.status, body: (await res.json()) as { state?: string; code?: string } };
};

describe('payment provider simulator', () => {
  it('shows the amount and three buttons on a page without scripts', async () => {
    const sb = offerSandbox();
    const res = await sb.get(await startPayment(sb));
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(
      /default-src 'none'; style-src 'nonce-[\w+/=]+'; form-action 'self' http:\/\/o2\.localhost:4321/,
    );
    const html = await res.text();
    expect(html).toContain('149,00\u00a0€');
    for (const label of ['Bezahlen', 'Abbrechen', 'Fehlschlagen'])
      expect(html).toContain(`>${label}</button>`);
    expect(html).not.toContain('<script');
  });

  it('escapes offer data on the page', async () => {
    const sb = offerSandbox();
    const page = await startPayment(sb);
    const store = offerStore(sb.ctx.db);
    const record = store.offers.get(OFFER)?.data;
    if (!record) throw new Error('seed missing');
    store.offers.put(OFFER, record.brand, {
      ...record,
      offer: { ...record.offer, name: '<img src=x onerror=alert(1)>"' },
    });
    const html = await (await sb.get(page)).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
    expect(html).not.toContain('<img');
  });

  it('paid: returns with ?payment=paid and confirms the order', async () => {
    const sb = offerSandbox();
    const res = await pay(sb, await startPayment(sb), 'paid');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${RETURN}?payment=paid`);
    expect((await offerState(sb)).body.state).toBe('confirmed');
    const summary = orderSummarySchema.parse(
      await (await sb.get(`/api/offer/summary/${OFFER}`)).json(),
    );
    expect(summary.oneTimePayment).toEqual({ amount: 149, status: 'captured' });
  });

  it('aborted: the offer answers OfferAbandonedPayment until the payment is reset', async () => {
    const sb = offerSandbox();
    const res = await pay(sb, await startPayment(sb, KEY), 'aborted');
    expect(res.headers.get('location')).toBe(`${RETURN}?payment=aborted`);
    expect(await offerState(sb)).toMatchObject({
      status: 409,
      body: { code: 'OfferAbandonedPayment' },
    });

    const reset = await sb.reset(OFFER, 'payment');
    expect(reset.status).toBe(200);
    expect((await offerState(sb)).body.state).toBe('payment');
    const retry = await startPayment(sb);
    expect((await pay(sb, retry, 'paid')).status).toBe(303);
    expect((await offerState(sb)).body.state).toBe('confirmed');
    expect(sb.orderCount(OFFER)).toBe(1);
  });

  it('failed: the offer stays in payment with the failure kept, and the payment can be retried', async () => {
    const sb = offerSandbox();
    const first = await startPayment(sb);
    const res = await pay(sb, first, 'failed');
    expect(res.headers.get('location')).toBe(`${RETURN}?payment=failed`);
    expect((await offerState(sb)).body.state).toBe('payment');
    const summary = orderSummarySchema.parse(
      await (await sb.get(`/api/offer/summary/${OFFER}`)).json(),
    );
    expect(summary.oneTimePayment?.status).toBe('failed');

    const second = await startPayment(sb);
    expect(second).not.toBe(first);
    expect((await sb.get(first)).status).toBe(404);
    expect((await sb.get(second)).status).toBe(200);
    expect(sb.orderCount(OFFER)).toBe(1);
  });

  it('resetting to open drops the unpaid order', async () => {
    const sb = offerSandbox();
    const page = await startPayment(sb);
    expect((await sb.reset(OFFER, 'open')).status).toBe(200);
    expect(sb.orderCount(OFFER)).toBe(0);
    expect((await sb.get(page)).status).toBe(404);
  });

  it('takes one answer per payment', async () => {
    const sb = offerSandbox();
    const page = await startPayment(sb);
    await pay(sb, page, 'paid');
    const again = await pay(sb, page, 'failed');
    expect(again.status).toBe(409);
    expect((await offerState(sb)).body.state).toBe('confirmed');
  });

  it('refuses unknown sessions, unknown outcomes and foreign return URLs', async () => {
    const sb = offerSandbox();
    const page = await startPayment(sb);
    expect(
      (await sb.get(`/__sandbox/payment/no-such-session?return=${encodeURIComponent(RETURN)}`))
        .status,
    ).toBe(404);
    expect((await pay(sb, page, 'refunded')).status).toBe(400);
    const evil = await pay(sb, page, 'paid', 'https://evil.example/');
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
    expect(
      (await sb.get(page.replace(/return=[^&]+/, 'return=https%3A%2F%2Fevil.example'))).status,
    ).toBe(400);
    expect((await offerState(sb)).body.state).toBe('payment');
  });
});
