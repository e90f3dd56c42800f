import { describe, expect, it } from 'vitest';
import { createSandbox } from '../app.ts';
import { declineMailModule } from './declinemail.ts';

/** 14 January 2026, 09:30 in Berlin. */
const NOW = new Date('2026-01-14T08:30:00Z');

const sandbox = () =>
  createSandbox({ dbPath: ':memory:', quiet: true, now: () => NOW, modules: [declineMailModule] });

/** Declines from the site of `site` (X-Brand, as the edge sets it), whatever brand the link names. */
const decline = (
  app: ReturnType<typeof sandbox>['app'],
  token: string,
  brand: string,
  method = 'POST',
  site = brand,
) =>
  app.request(`/api/declinemail?token=${token}&brand=${brand}`, {
    method,
    headers: { 'X-Brand': site },
  });

describe('declining an e-mail', () => {
  it('declines once and says so, with the time of the first decline, on a repeat', async () => {
    const { app } = sandbox();
    const declinedAt = '2026-01-14T09:30:00+01:00';
    expect(await (await decline(app, 'aldi-mail-decline-0001', 'aldi')).json()).toEqual({
      result: 'declined',
      declinedAt,
    });
    expect(await (await decline(app, 'aldi-mail-decline-0001', 'aldi')).json()).toEqual({
      result: 'alreadyDeclined',
      declinedAt,
    });
  });

  it('knows a seeded e-mail that was declined before', async () => {
    const { app, scenarios } = sandbox();
    const seeded = scenarios().find((s) => s.name === 'declinemail-already-declined');
    const res = await decline(app, seeded?.token ?? '', seeded?.brand ?? '');
    expect(await res.json()).toEqual({
      result: 'alreadyDeclined',
      declinedAt: '2026-01-11T09:30:00+01:00',
    });
  });

  it('reads the state without declining: nothing before the POST, its time after', async () => {
    const { app } = sandbox();
    const read = async () => (await decline(app, 'aldi-mail-decline-0001', 'aldi', 'GET')).json();
    expect(await read()).toEqual({});
    expect(await read()).toEqual({});
    await decline(app, 'aldi-mail-decline-0001', 'aldi');
    expect(await read()).toEqual({ declinedAt: '2026-01-14T09:30:00+01:00' });
  });

  it('answers 404 for an unknown token, 409 on another brand’s site', async () => {
    const { app } = sandbox();
    expect((await decline(app, 'aldi-mail-decline-9999', 'aldi')).status).toBe(404);
    expect((await decline(app, 'aldi-mail-decline-9999', 'aldi', 'GET')).status).toBe(404);
    expect((await decline(app, 'aldi-mail-decline-0001', 'aldi', 'GET', 'o2')).status).toBe(409);
    // The site's brand binds the call, not the brand the link names.
    const elsewhere = await decline(app, 'aldi-mail-decline-0001', 'aldi', 'POST', 'o2');
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.json()).toMatchObject({ code: 'BrandMismatch', brand: 'aldi' });
    expect((await decline(app, 'aldi-mail-decline-0001', 'o2', 'POST', 'o2')).status).toBe(409);
    expect(await (await decline(app, 'aldi-mail-decline-0001', 'aldi')).json()).toMatchObject({
      result: 'declined',
    });
  });

  it('restores the seeded e-mails on reset', async () => {
    const { app } = sandbox();
    await decline(app, 'nova-mail-decline-0001', 'nova');
    await app.request('/__sandbox/reset', { method: 'POST' });
    expect(await (await decline(app, 'nova-mail-decline-0001', 'nova')).json()).toMatchObject({
      result: 'declined',
    });
  });
});
