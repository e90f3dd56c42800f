import { describe, expect, it } from 'vitest';
import { consentSchema } from '../../src/api/contract/consent.ts';
import { acceptBody, bearer, brandLogin, offerSandbox } from './offers/testing.ts';

describe('advertising consent', () => {
  it('shows the channels an existing customer agreed to', async () => {
    const sb = offerSandbox();
    const consent = consentSchema.parse(
      await (await sb.get('/api/consent/o2-offer-vvl-0001')).json(),
    );
    expect(consent).toEqual({
      channels: { email: true, phone: false, sms: true, letter: true },
      textVersion: '2025-03',
      updatedAt: '2025-06-12T10:15:00+02:00',
    });
  });

  it('shows no consent for a new customer, and the choice made when accepting', async () => {
    const sb = offerSandbox();
    const token = 'aldi-offer-happy-0001';
    expect(await (await sb.get(`/api/consent/${token}`)).json()).toEqual({
      channels: { email: false, phone: false, sms: false, letter: false },
      textVersion: '2025-03',
    });
    const channels = { email: true, phone: false, sms: false, letter: true };
    expect((await sb.accept(token, { ...acceptBody, consents: channels })).status).toBe(201);
    expect(await (await sb.get(`/api/consent/${token}`)).json()).toEqual({
      channels,
      textVersion: '2025-03',
      updatedAt: sb.ctx.now().toISOString(),
    });
  });

  it('is protected like its offer and unknown for unknown tokens', async () => {
    const sb = offerSandbox();
    expect((await sb.get('/api/consent/o2-offer-login-0001')).status).toBe(401);
    const own = await brandLogin(sb, 'o2-offer-login-0001');
    expect((await sb.get('/api/consent/o2-offer-login-0001', bearer(own))).status).toBe(200);
    expect((await sb.get('/api/consent/unknown-offer-000001')).status).toBe(404);
  });
});
