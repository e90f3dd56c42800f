import { describe, expect, it } from 'vitest';
import { offerSchema, offerTypes } from '../../../src/api/contract/offer.ts';
import { OfferError } from '../../../src/api/errors/classes.ts';
import { offerBodyCodes } from '../../../src/api/errors/codes.ts';
import { mapOfferError } from '../../../src/api/errors/map.ts';
import { TOKEN_RULE } from '../../../src/routes.ts';
import type { Scenario } from '../../context.ts';
import { codeStatus } from './errors.ts';
import { offerSeeds } from './scenarios.ts';
import { offerSandbox } from './testing.ts';

const sb = offerSandbox();
const scenarios = sb.scenarios();
const offers = scenarios.filter((s) => s.area === 'offer');
const byName = (name: string): Scenario => {
  const found = scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
};

describe('offer scenarios', () => {
  it('use unique tokens that pass the route rule, each with what to expect and where', () => {
    const tokens = offers.map((s) => s.token);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const s of scenarios) {
      expect(s.token).toMatch(TOKEN_RULE);
      expect(s.expect.length).toBeGreaterThan(20);
      expect(s.path).toMatch(/^\//);
    }
  });

  it('are listed at /__sandbox/scenarios', async () => {
    const listed = (await (await sb.get('/__sandbox/scenarios')).json()) as Scenario[];
    expect(listed.map((s) => s.token)).toEqual(scenarios.map((s) => s.token));
  });

  it('charge every recurring price of an offer in one rhythm, in which its totals are given', () => {
    for (const seed of offerSeeds) {
      const cycles = seed
        .items()
        .flatMap((item) => [item.hardware, item.tariff, ...item.packs])
        .flatMap((product) => product?.prices ?? [])
        .filter((entry) => entry.type === 'monthly')
        .map((entry) => entry.cycle ?? 'month');
      expect(new Set(cycles).size, seed.scenario).toBeLessThanOrEqual(1);
    }
  });

  it('give every brand a happy offer that loads', async () => {
    const brands = ['o2', 'ayyildiz', 'aetka', 'aldi', 'nova', 'ortel', 'spice', 'product'];
    for (const brand of brands) {
      const happy = offers.find((s) => s.brand === brand && s.name.startsWith('offer-happy-'));
      expect(happy, brand).toBeDefined();
      const res = await sb.get(`/api/offer/${happy?.token}`);
      expect(res.status).toBe(200);
      expect(offerSchema.parse(await res.json()).state).toBe('open');
    }
  });

  it('give every brand a second happy offer, and Ortel one for English, each of its own', async () => {
    const brands = ['o2', 'ayyildiz', 'aetka', 'aldi', 'nova', 'ortel', 'spice', 'product'];
    const again = [
      ...brands.map((brand) => `${brand}-offer-happy-0002`),
      'ortel-offer-happy-en-0001',
    ];
    for (const token of again) {
      expect(offers.some((s) => s.token === token)).toBe(true);
      const res = await sb.get(`/api/offer/${token}`);
      expect(offerSchema.parse(await res.json()).state).toBe('open');
    }
    expect((await sb.accept('aldi-offer-happy-0002')).status).toBe(201);
    const first = offerSchema.parse(
      await (await sb.get('/api/offer/aldi-offer-happy-0001')).json(),
    );
    expect(first.state).toBe('open');
  });

  it('sell handsets on postpaid brands and tariffs or packs on prepaid brands', async () => {
    for (const brand of ['aldi', 'nova', 'ortel', 'spice']) {
      const res = await sb.get(`/api/offer/${brand}-offer-happy-0001`);
      const offer = offerSchema.parse(await res.json());
      expect(offer.offers.every((o) => !o.hardware && (o.tariff || o.packs.length))).toBe(true);
    }
    const o2 = offerSchema.parse(await (await sb.get('/api/offer/o2-offer-happy-0001')).json());
    expect(o2.offers[0]?.hardware?.name).toBe('Galaxy S25');
    expect(o2.offers[0]?.packs.some((p) => p.type === 'DeviceInsurance')).toBe(true);
  });

  it('cover every offer type of the contract, otp types with the code to type', async () => {
    const typesSeen = new Set<string>();
    for (const s of offers.filter((o) => /^offer-(happy|kind)-/.test(o.name))) {
      const res = await sb.get(`/api/offer/verify/${s.token}`);
      expect(res.status, s.token).toBe(200);
      const verified = (await res.json()) as {
        offerType: string;
        requirements: { needsOtp: boolean };
      };
      typesSeen.add(verified.offerType);
      if (verified.requirements.needsOtp) expect(s.input?.['otp']).toMatch(/^\d{6}$/);
    }
    expect([...typesSeen].sort()).toEqual([...offerTypes].sort());
  });

  it('answer every offer body code of SPEC §8 on its own token', async () => {
    for (const code of offerBodyCodes) {
      const s = byName(`offer-error-${code}`);
      const onAccept = /on accept/.test(s.expect);
      const res = onAccept ? await sb.accept(s.token) : await sb.get(`/api/offer/${s.token}`);
      const body = (await res.json()) as Record<string, unknown>;
      expect(res.status, code).toBe(codeStatus[code]);
      expect(body).toMatchObject({ code, offerUseCase: 'Standard' });
      expect(body['shopHotline'], code).toEqual(expect.any(String));
      // The site's own mapping turns the answer into the same named error.
      const error = mapOfferError({ status: res.status, body });
      expect(error).toBeInstanceOf(OfferError);
      expect(error.code).toBe(code);
    }
  });

  it('give each answer of the payment provider its own open offer with a one-time payment', async () => {
    const payment = ['paid', 'aborted', 'failed'].map((outcome, i) => {
      const s = byName(i === 0 ? 'offer-payment-provider' : `offer-payment-provider-${outcome}`);
      expect(s.expect).toContain(['Bezahlen', 'Abbrechen', 'Fehlschlagen'][i]);
      return s.token;
    });
    expect(new Set(payment).size).toBe(3);
    for (const token of payment) {
      const offer = offerSchema.parse(await (await sb.get(`/api/offer/${token}`)).json());
      expect(offer.state, token).toBe('open');
      expect(offer.requirements.oneTimePaymentAmount, token).toBe(149);
    }
  });

  it('check load failures already when the link is verified', async () => {
    const res = await sb.get(`/api/offer/verify/${byName('offer-error-OfferBlocked').token}`);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'OfferBlocked' });
  });

  it('send the maintenance window with Downtime and ReservationRetryDowntime', async () => {
    const down = await sb.get(`/api/offer/${byName('offer-error-Downtime').token}`);
    const { downtime } = (await down.json()) as { downtime: { from: string; to: string } };
    expect(Date.parse(downtime.from)).toBeLessThan(sb.ctx.now().getTime());
    expect(Date.parse(downtime.to)).toBeGreaterThan(sb.ctx.now().getTime());
    const retry = await sb.accept(byName('offer-error-ReservationRetryDowntime').token);
    expect(await retry.json()).toHaveProperty('downtime.to');
  });

  it('keep the shop hotline of the brand for ReservationCallHotline', async () => {
    const s = byName('offer-error-ReservationCallHotline');
    const res = await sb.get(`/api/offer/${s.token}`);
    expect(s.brand).toBe('ayyildiz');
    expect(await res.json()).toMatchObject({ shopHotline: '01806 230230' });
  });

  it('are restored by POST /__sandbox/reset', async () => {
    const token = 'nova-offer-happy-0001';
    expect((await sb.accept(token)).status).toBe(201);
    expect(((await (await sb.get(`/api/offer/${token}`)).json()) as { state: string }).state).toBe(
      'submitted',
    );
    await sb.request('/__sandbox/reset', { method: 'POST' });
    expect(((await (await sb.get(`/api/offer/${token}`)).json()) as { state: string }).state).toBe(
      'open',
    );
    expect(sb.orderCount(token)).toBe(0);
  });
});
