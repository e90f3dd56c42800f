import { describe, expect, it } from 'vitest';
import { TOKEN_RULE } from '../../../src/routes.ts';
import { offerSandbox } from './testing.ts';

const SEED = 'o2-offer-happy-0001';

async function copyOf(sb: ReturnType<typeof offerSandbox>, token: string) {
  const answer = await sb.request(`/__sandbox/offers/${token}/copy`, { method: 'POST' });
  return { status: answer.status, body: (await answer.json()) as { token?: string } };
}

describe('copies of seeded offers', () => {
  it('opens a fresh copy under its own token while the seed is ordered and used up', async () => {
    const sb = offerSandbox();
    await sb.accept(SEED);
    const { status, body } = await copyOf(sb, SEED);
    expect(status).toBe(201);
    expect(body.token).toMatch(TOKEN_RULE);
    expect(body.token).not.toBe(SEED);
    const copy = (await (await sb.get(`/api/offer/${body.token}`)).json()) as {
      state: string;
      name: string;
    };
    const seed = (await (await sb.get(`/api/offer/${SEED}`)).json()) as { name: string };
    expect(copy).toMatchObject({ state: 'open', name: seed.name });
    expect((await sb.accept(body.token!)).status).toBeLessThan(300);
    expect(sb.orderCount(body.token!)).toBe(1);
    expect(sb.orderCount(SEED)).toBe(1);
  });

  it("opens to its customer's one-time code, as the seed does", async () => {
    const sb = offerSandbox();
    const otpSeed = sb.scenarios().find((s) => s.token === 'o2-offer-green-idv-otp-0001');
    const { body } = await copyOf(sb, 'o2-offer-green-idv-otp-0001');
    expect((await sb.get(`/api/offer/${body.token}`)).status).toBe(401);
    await sb.get(`/api/offer/verify/${body.token}`);
    const login = await sb.get(
      `/api/auth/token?code=${otpSeed?.input?.['otp']}&offer=${body.token}`,
    );
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const opened = await sb.get(`/api/offer/${body.token}`, { Authorization: `Bearer ${token}` });
    expect(opened.status).toBe(200);
  });

  it('gives every copy a token of its own', async () => {
    const sb = offerSandbox();
    const tokens = await Promise.all([copyOf(sb, SEED), copyOf(sb, SEED)]);
    expect(new Set(tokens.map((t) => t.body.token)).size).toBe(2);
  });

  it('copies only seeded offers that are not ordered from the start', async () => {
    const sb = offerSandbox();
    expect((await copyOf(sb, 'o2-offer-unknown-0001')).status).toBe(404);
    expect((await copyOf(sb, 'o2-offer-confirmed-0001')).status).toBe(404);
  });
});
