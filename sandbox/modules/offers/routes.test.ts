import { describe, expect, it } from 'vitest';
import { offerSchema } from '../../../src/api/contract/offer.ts';
import { orderSummarySchema } from '../../../src/api/contract/order.ts';
import { createSandbox } from '../../app.ts';
import { handsetSvg } from './images.ts';
import { acceptBody, offerSandbox } from './testing.ts';
import { ORDER_REFERENCE_RULE } from './orderReference.ts';

const HAPPY = 'o2-offer-happy-0001';
const DAY = 86_400_000;

const stateOf = async (res: Response) => offerSchema.parse(await res.json()).state;

describe('offer lifecycle over the API', () => {
  it('moves an accepted offer to submitted and serves its summary', async () => {
    const sb = offerSandbox();
    expect(await stateOf(await sb.get(`/api/offer/${HAPPY}`))).toBe('open');
    const accepted = await sb.accept(HAPPY);
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toMatchObject({ postPaymentRedirect: 'thankYou' });
    expect(await stateOf(await sb.get(`/api/offer/${HAPPY}`))).toBe('submitted');

    const summary = orderSummarySchema.parse(
      await (await sb.get(`/api/offer/summary/${HAPPY}`)).json(),
    );
    expect(summary).toMatchObject({
      state: 'submitted',
      maskedIban: 'DE** **** **** **** **30 00',
      personal: { familyName: 'Müller-Lüdenscheidt' },
    });
    expect(summary.orderReference).toMatch(ORDER_REFERENCE_RULE);
  });

  it('refuses a second accept of a submitted offer as consumed', async () => {
    const sb = offerSandbox();
    await sb.accept(HAPPY);
    const again = await sb.accept(HAPPY);
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ code: 'OfferConsumed' });
    expect(sb.orderCount(HAPPY)).toBe(1);
  });

  it('expires an open offer when the clock passes validUntil', async () => {
    const sb = offerSandbox();
    sb.advance(31 * DAY);
    for (const path of [`/api/offer/${HAPPY}`, `/api/offer/verify/${HAPPY}`]) {
      const res = await sb.get(path);
      expect(res.status).toBe(410);
      expect(await res.json()).toMatchObject({ code: 'OfferExpired', offerUseCase: 'Standard' });
    }
    expect((await sb.accept(HAPPY)).status).toBe(410);
  });

  it('resumes an offer at the step the customer reached', async () => {
    const sb = offerSandbox();
    const offer = offerSchema.parse(await (await sb.get('/api/offer/o2-offer-resume-0001')).json());
    expect(offer.state).toBe('idData');
    expect(offer.personalData?.familyName).toBe('Schneider');
  });

  it('answers the summary only after accepting', async () => {
    const sb = offerSandbox();
    const res = await sb.get(`/api/offer/summary/${HAPPY}`);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'OfferSummaryNotLoaded' });
    const confirmed = await sb.get('/api/offer/summary/o2-offer-confirmed-0001');
    expect(orderSummarySchema.parse(await confirmed.json()).state).toBe('confirmed');
  });
});

describe('offer reset', () => {
  it('puts an offer in progress back to open', async () => {
    const sb = offerSandbox();
    const res = await sb.reset('o2-offer-resume-0001', 'open');
    expect(res.status).toBe(200);
    expect(await stateOf(res)).toBe('open');
    expect(await stateOf(await sb.get('/api/offer/o2-offer-resume-0001'))).toBe('open');
  });

  it('refuses once the order is submitted', async () => {
    const sb = offerSandbox();
    await sb.accept(HAPPY);
    for (const resetTo of ['open', 'payment'] as const) {
      const res = await sb.reset(HAPPY, resetTo);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'OfferResetFailed' });
    }
  });

  it('refuses to repeat a payment that never started', async () => {
    const sb = offerSandbox();
    const res = await sb.reset(HAPPY, 'payment');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'OfferResetFailed' });
  });

  it('repeats the abandoned payment of the seeded offer, which then loads at its payment', async () => {
    const sb = offerSandbox();
    const abandoned = 'o2-error-offer-abandoned-payment';
    expect(await sb.get(`/api/offer/${abandoned}`)).toMatchObject({ status: 409 });
    const res = await sb.reset(abandoned, 'payment');
    expect(res.status).toBe(200);
    expect(await stateOf(res)).toBe('payment');
    expect(await stateOf(await sb.get(`/api/offer/${abandoned}`))).toBe('payment');
  });

  it('answers the end state code for offers that are over', async () => {
    const sb = offerSandbox();
    const blocked = await sb.reset('o2-error-offer-blocked', 'open');
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toMatchObject({ code: 'OfferBlocked' });
    const expired = await sb.reset('ortel-error-offer-expired', 'open');
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ code: 'OfferExpired' });
  });
});

describe('offer preview', () => {
  const PREVIEW = 'o2-offer-preview-0001';

  it('shows the preview without login and resets it to open', async () => {
    const sb = offerSandbox();
    expect(await stateOf(await sb.get(`/api/offer/${PREVIEW}/preview`))).toBe('personalData');
    const reset = await sb.request(`/api/offer/${PREVIEW}/preview/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(await stateOf(reset)).toBe('open');
    expect(await stateOf(await sb.get(`/api/offer/${PREVIEW}/preview`))).toBe('open');
  });

  it('keeps previews and offers apart', async () => {
    const sb = offerSandbox();
    expect((await sb.get(`/api/offer/${PREVIEW}`)).status).toBe(404);
    expect((await sb.accept(PREVIEW)).status).toBe(404);
    expect((await sb.get(`/api/offer/${HAPPY}/preview`)).status).toBe(404);
    expect((await sb.request(`/api/offer/${HAPPY}/preview/reset`, { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('refuses a preview reset once the preview has expired', async () => {
    const sb = offerSandbox();
    sb.advance(31 * DAY);
    const res = await sb.request(`/api/offer/${PREVIEW}/preview/reset`, { method: 'POST' });
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ code: 'OfferExpired' });
  });
});

describe('unknown tokens', () => {
  const unknown = (n: number) => `unknown-token-${String(n).padStart(6, '0')}`;

  it('answer 404 with the offer message', async () => {
    const sb = offerSandbox();
    const res = await sb.get(`/api/offer/${unknown(1)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NotFound', message: 'Offer could not be found.' });
  });

  it('are rate-limited per client after 20 misses, for every offer call', async () => {
    const sb = offerSandbox();
    const client = { 'X-Forwarded-For': '203.0.113.7' };
    for (let n = 0; n < 20; n++)
      expect((await sb.get(`/api/offer/${unknown(n)}`, client)).status).toBe(404);
    expect((await sb.get(`/api/offer/verify/${unknown(99)}`, client)).status).toBe(429);
    expect((await sb.get(`/api/offer/${HAPPY}`, client)).status).toBe(429);
    // Another client is not affected, and the window passes.
    expect((await sb.get(`/api/offer/${HAPPY}`, { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(
      200,
    );
    sb.advance(60_000);
    expect((await sb.get(`/api/offer/${HAPPY}`, client)).status).toBe(200);
  });

  it('do not count tokens that break the route rule: those are 400', async () => {
    const sb = offerSandbox();
    const res = await sb.get('/api/offer/short');
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('errors');
  });
});

describe('handset pictures', () => {
  it('are served as SVG for the image URLs of the offers', async () => {
    const sb = offerSandbox();
    const offer = offerSchema.parse(await (await sb.get(`/api/offer/${HAPPY}`)).json());
    const url = offer.offers[0]?.hardware?.images[0]?.url ?? '';
    const res = await sb.get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('Samsung Galaxy S25');
    expect((await sb.get('/api/offer/images/UNKNOWN-1.svg')).status).toBe(404);
  });

  it('show each model as itself: its colour and its cameras, not one drawing for all', () => {
    const lenses = (id: string) => handsetSvg(id)?.match(/class="lens"/g)?.length;
    expect(lenses('APL-IP16E-128-WHT')).toBe(1);
    expect(lenses('APL-IP17-256-LAV')).toBe(2);
    expect(lenses('SAM-S25-128-NVY')).toBe(3);
    const pictures = [
      'SAM-S25-128-NVY',
      'APL-IP16-128-BLK',
      'GGL-PX9A-128-OBS',
      'XIA-RN14P-256-BLK',
    ];
    // Without the body (its colour) and the name: what is left is the model's own look.
    const drawings = pictures.map((id) =>
      handsetSvg(id)
        ?.replace(/<text[^]*<\/text>/, '')
        .replace(/<rect x="40" y="20"[^>]*>/, ''),
    );
    expect(new Set(drawings).size).toBe(pictures.length);
  });
});

describe('one brand per offer', () => {
  it('refuses an offer, its verification or a termination opened on another brand', async () => {
    const sb = offerSandbox();
    const asAetka = { 'X-Brand': 'aetka' };
    for (const path of [`/api/offer/${HAPPY}`, `/api/offer/verify/${HAPPY}`]) {
      const res = await sb.get(path, asAetka);
      expect(res.status, path).toBe(409);
      expect(await res.json(), path).toMatchObject({ code: 'OfferMismatch', brand: 'o2' });
      expect((await sb.get(path, { 'X-Brand': 'o2' })).status, path).toBe(200);
    }
    expect((await sb.accept(HAPPY, acceptBody, asAetka)).status).toBe(409);
    const { app } = createSandbox({ dbPath: ':memory:', quiet: true });
    const termination = await app.request('/api/o2/contracttermination/config', {
      headers: asAetka,
    });
    expect(termination.status).toBe(409);
    expect(await termination.json()).toMatchObject({ code: 'TerminationMismatch', brand: 'o2' });
    const idv = await app.request('/api/idv/o2-idv-main-0001', { headers: asAetka });
    expect(idv.status).toBe(409);
    expect(await idv.json()).toMatchObject({ code: 'IdvMismatch', brand: 'o2' });
  });
});
