import { describe, expect, it } from 'vitest';
import { idvBodyCodes } from '../../../src/api/errors/codes.ts';
import { createSandbox } from '../../app.ts';
import { idvModule } from './index.ts';
import { outcomeNames, providerOutcomes } from './outcomes.ts';

const TUESDAY_MORNING = new Date('2026-01-13T09:00:00Z');
const SUNDAY = new Date('2026-01-18T12:00:00Z');
const SITE = 'http://aldi.localhost:4321';

function sandbox(now = TUESDAY_MORNING) {
  return createSandbox({
    dbPath: ':memory:',
    quiet: true,
    now: () => now,
    selfOrigin: 'http://127.0.0.1:4322',
    modules: [idvModule],
  });
}

type App = ReturnType<typeof sandbox>['app'];

/** The site of the brand a seeded verification belongs to: only it may start a method. */
const siteOf = (token: string) => {
  const brand = sandbox()
    .scenarios()
    .find((s) => s.token === token)?.brand;
  if (!brand) throw new Error(`No scenario lists ${token}`);
  return `http://${brand}.localhost:4321`;
};

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

async function trigger(app: App, token: string, method: string, origin = SITE, language = 'de') {
  return app.request(`/api/idv/${token}/methods?language=${language}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ method }),
  });
}

/** Opens the provider page of a started method and presses one of its buttons. */
async function finish(app: App, providerUrl: string, outcome: string) {
  const url = new URL(providerUrl);
  return app.request(url.pathname + url.search, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
  });
}

async function startedUrl(app: App, token: string, method: string, origin = SITE) {
  const res = await trigger(app, token, method, origin);
  expect(res.status).toBe(200);
  return (await json(res))['providerUrl'] as string;
}

describe('identity verification link', () => {
  it('loads a seeded verification in the language asked for', async () => {
    const { app } = sandbox();
    const res = await app.request('/api/idv/aldi-idv-main-0001?language=tr');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'main', useCase: 'Standard', language: 'tr' });
  });

  it('answers 404 for an unknown token and 429 when a client keeps guessing', async () => {
    const { app } = sandbox();
    const guess = (i: number) =>
      app.request(`/api/idv/unknown-token-${String(i).padStart(4, '0')}`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    expect((await guess(0)).status).toBe(404);
    for (let i = 1; i < 20; i++) await guess(i);
    expect((await guess(99)).status).toBe(429);
    const other = await app.request('/api/idv/aldi-idv-main-0001', {
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(other.status).toBe(200);
  });

  it('offers all four methods on prepaid brands and three on postpaid brands', async () => {
    const { app } = sandbox();
    const methods = async (token: string) =>
      (
        (await json(await app.request(`/api/idv/${token}/methods`)))['methods'] as {
          method: string;
        }[]
      ).map((m) => m.method);
    expect(await methods('aldi-idv-main-0001')).toEqual([
      'eid',
      'videoIdent',
      'postIdent',
      'photoIdent',
    ]);
    expect(await methods('o2-idv-main-0001')).toEqual(['eid', 'videoIdent', 'postIdent']);
  });

  it('closes video ident outside its service hours', async () => {
    const video = async (now: Date) => {
      const { app } = sandbox(now);
      const body = await json(await app.request('/api/idv/o2-idv-main-0001/methods'));
      return (body['methods'] as { method: string }[]).find((m) => m.method === 'videoIdent');
    };
    const serviceHours = { weekdays: [1, 2, 3, 4, 5, 6], from: '07:00', to: '22:00' };
    const open = await video(TUESDAY_MORNING);
    expect(open).toMatchObject({ available: true, serviceHours });
    expect(open).not.toHaveProperty('availableFrom');
    expect(await video(SUNDAY)).toEqual({
      method: 'videoIdent',
      available: false,
      unavailableReason: 'outsideServiceHours',
      availableFrom: '2026-01-19T07:00:00+01:00',
      serviceHours,
      durationMinutes: 10,
    });
    // Late on a Saturday it opens again on Monday; early on a weekday the same morning.
    expect(await video(new Date('2026-01-17T21:30:00Z'))).toMatchObject({
      availableFrom: '2026-01-19T07:00:00+01:00',
    });
    expect(await video(new Date('2026-07-14T03:10:00Z'))).toMatchObject({
      availableFrom: '2026-07-14T07:00:00+02:00',
    });
  });

  it('keeps video ident open at night for the scenarios that go through it', async () => {
    const { app } = sandbox(SUNDAY);
    const url = new URL(await startedUrl(app, 'idv-method-videoIdent-0001', 'videoIdent'));
    expect(url.pathname).toMatch(/^\/__sandbox\/idv\//);
    expect((await trigger(app, 'aldi-idv-main-0001', 'videoIdent')).status).toBe(409);
  });

  it('says when a method pinned outside its hours opens next, and nothing for one that is down', async () => {
    const { app } = sandbox();
    const methods = async (token: string) =>
      (await json(await app.request(`/api/idv/${token}/methods`)))['methods'] as Record<
        string,
        unknown
      >[];
    const video = (await methods('idv-video-closed-0001')).find(
      (m) => m['method'] === 'videoIdent',
    );
    expect(video).toMatchObject({ available: false, availableFrom: '2026-01-14T07:00:00+01:00' });
    const photo = (await methods('idv-photo-down-0001')).find((m) => m['method'] === 'photoIdent');
    expect(photo).toMatchObject({ available: false, unavailableReason: 'temporarilyUnavailable' });
    expect(photo).not.toHaveProperty('availableFrom');
  });

  it('answers the seeded body code of every ended link', async () => {
    const { app, scenarios } = sandbox();
    for (const code of idvBodyCodes) {
      const scenario = scenarios().find((s) => s.name === `idv-code-${code}`);
      expect(scenario, code).toBeDefined();
      const res = await app.request(`/api/idv/${scenario?.token ?? ''}`);
      const body = await json(res);
      expect(body['code']).toBe(code);
      expect(body['offerUseCase']).toBe('Standard');
      expect(res.status).toBe(
        code === 'OFFER_EXPIRED'
          ? 410
          : code === 'TECHNICAL_PROBLEM'
            ? 500
            : code === 'DOWNTIME'
              ? 503
              : 409,
      );
      if (code === 'DOWNTIME') expect(body['downtime']).toMatchObject({ from: expect.any(String) });
      if (code === 'RESERVATION_CALL_HOTLINE')
        expect(body['shopHotline']).toEqual(expect.any(String));
      // the methods of an ended link are gone too
      expect(
        (await json(await app.request(`/api/idv/${scenario?.token ?? ''}/methods`)))['code'],
      ).toBe(code);
    }
  });
});

describe('copies for browser tests', () => {
  it('copies a seeded verification under a fresh token that ends on its own', async () => {
    const { app } = sandbox();
    const copy = async () => {
      const res = await app.request('/__sandbox/idv/copy/idv-outcome-expired-0001', {
        method: 'POST',
      });
      expect(res.status).toBe(201);
      return (await json(res))['token'] as string;
    };
    const first = await copy();
    expect(first).toMatch(/^idv-outcome-expired-0001-[0-9a-f]{8}$/);
    const url = await startedUrl(app, first, 'eid', siteOf('idv-outcome-expired-0001'));
    expect((await finish(app, url, 'expired')).status).toBe(303);
    expect((await app.request(`/api/idv/${first}`)).status).toBe(410);
    expect((await app.request(`/api/idv/${await copy()}`)).status).toBe(200);
    expect((await app.request('/api/idv/idv-outcome-expired-0001')).status).toBe(200);
    const unknown = await app.request('/__sandbox/idv/copy/nothing-seeded-here', {
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('starting a method', () => {
  it("answers the simulated provider's URL that returns to the calling site", async () => {
    const { app } = sandbox();
    const url = new URL(await startedUrl(app, 'aldi-idv-main-0001', 'photoIdent'));
    expect(url.origin).toBe('http://127.0.0.1:4322');
    expect(url.pathname).toMatch(/^\/__sandbox\/idv\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get('return')).toBe(SITE);
    const session = await json(await app.request('/api/idv/aldi-idv-main-0001'));
    expect(session['method']).toBe('photoIdent');
  });

  it('refuses a method the brand does not offer, with a field error', async () => {
    const { app } = sandbox();
    const res = await trigger(app, 'o2-idv-main-0001', 'photoIdent', 'http://o2.localhost:4321');
    expect(res.status).toBe(400);
    expect((await json(res))['errors']).toEqual([expect.objectContaining({ field: 'method' })]);
  });

  it('refuses a method that is unavailable right now', async () => {
    const { app } = sandbox(SUNDAY);
    expect(
      (await trigger(app, 'o2-idv-main-0001', 'videoIdent', 'http://o2.localhost:4321')).status,
    ).toBe(409);
    const pinned = sandbox();
    expect((await trigger(pinned.app, 'idv-photo-down-0001', 'photoIdent')).status).toBe(409);
  });

  it('never sends the customer to a foreign origin', async () => {
    const { app } = sandbox();
    const res = await trigger(app, 'aldi-idv-main-0001', 'eid', 'https://evil.example');
    expect(res.status).toBe(403);
  });

  it("falls back to the brand's site when the request names no origin", async () => {
    const { app } = sandbox();
    const res = await app.request('/api/idv/nova-idv-main-0001/methods', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'eid' }),
    });
    const url = new URL((await json(res))['providerUrl'] as string);
    expect(url.searchParams.get('return')).toMatch(/^http:\/\/nova\.localhost:\d+$/);
  });
});

describe('the simulated provider', () => {
  it('shows one button per outcome of the method behind a strict CSP, in the asked language', async () => {
    const { app } = sandbox();
    const started = await trigger(app, 'aldi-idv-main-0001', 'videoIdent', SITE, 'tr');
    const url = new URL((await json(started))['providerUrl'] as string);
    const res = await app.request(url.pathname + url.search);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${SITE}`);
    expect(csp).not.toContain('script-src');
    const html = await res.text();
    expect(html).toContain('<html lang="tr">');
    const buttons = [...html.matchAll(/name="outcome" value="([a-zA-Z]+)"/g)].map((m) => m[1]);
    expect(buttons).toEqual(outcomeNames.filter((o) => o !== 'postIdent'));
  });

  it('offers the PostIdent coupon only for PostIdent and pending only for video ident', async () => {
    const { app } = sandbox();
    const page = async (method: string) => {
      const url = new URL(await startedUrl(app, 'aldi-idv-main-0001', method));
      return (await app.request(url.pathname + url.search)).text();
    };
    const eid = await page('eid');
    expect(eid).not.toContain('value="pending"');
    expect(eid).not.toContain('value="postIdent"');
    expect(await page('postIdent')).toContain('value="postIdent"');
  });

  it('rejects a changed return address', async () => {
    const { app } = sandbox();
    const url = new URL(await startedUrl(app, 'aldi-idv-main-0001', 'eid'));
    url.searchParams.set('return', 'https://evil.example');
    expect((await app.request(url.pathname + url.search)).status).toBe(400);
    expect((await finish(app, url.toString(), 'success')).status).toBe(400);
  });

  it.each(outcomeNames)('ends with %s and returns to its site page', async (outcome) => {
    const { app } = sandbox();
    const token = `idv-outcome-${outcome}-0001`;
    const method =
      outcome === 'pending' ? 'videoIdent' : outcome === 'postIdent' ? 'postIdent' : 'eid';
    const res = await finish(app, await startedUrl(app, token, method, siteOf(token)), outcome);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin).toBe(siteOf(token));
    const suffix: Record<string, string> = {
      idvSuccess: 'erfolgreich',
      idvCompleted: 'abgeschlossen',
      idvFailed: 'fehlgeschlagen',
      idvConsumed: 'angenommen',
      idvExpired: 'abgelaufen',
      idvPending: 'in-arbeit',
      idvPostIdent: 'post-ident',
    };
    expect(location.pathname).toBe(`/idv/${token}/${suffix[providerOutcomes[outcome].route]}`);

    const after = await app.request(`/api/idv/${token}`);
    const body = await json(after);
    const code = (providerOutcomes[outcome] as { code?: string }).code;
    if (code) expect(body['code']).toBe(code);
    else expect(body['status']).toBe(providerOutcomes[outcome].status);
    if (outcome === 'postIdent') expect(body['postIdentReference']).toMatch(/^\d{4}( \d{4}){3}$/);
  });

  it('ends a session once', async () => {
    const { app } = sandbox();
    const url = await startedUrl(app, 'aldi-idv-main-0001', 'eid');
    expect((await finish(app, url, 'failed')).status).toBe(303);
    expect((await finish(app, url, 'success')).status).toBe(409);
    // a failed attempt can be retried with a new session
    expect((await trigger(app, 'aldi-idv-main-0001', 'eid')).status).toBe(200);
  });

  it('returns to the localized page when the brand speaks the language', async () => {
    const { app } = sandbox();
    const turkish = await trigger(
      app,
      'idv-ayyildiz-tr-0001',
      'eid',
      'http://ayyildiz.localhost:4321',
      'tr',
    );
    const res = await finish(app, (await json(turkish))['providerUrl'] as string, 'success');
    expect(new URL(res.headers.get('location') ?? '').pathname).toBe(
      '/tr/idv/idv-ayyildiz-tr-0001/erfolgreich',
    );
    const o2 = await trigger(app, 'o2-idv-main-0001', 'eid', 'http://o2.localhost:4321', 'tr');
    const back = await finish(app, (await json(o2))['providerUrl'] as string, 'success');
    expect(new URL(back.headers.get('location') ?? '').pathname).toBe(
      '/idv/o2-idv-main-0001/erfolgreich',
    );
  });
});

describe('idv scenarios', () => {
  it('names a token per brand, method, outcome and body code, each with its site path', () => {
    const { scenarios } = sandbox();
    const names = scenarios().map((s) => s.name);
    for (const outcome of outcomeNames) expect(names).toContain(`idv-outcome-${outcome}`);
    for (const code of idvBodyCodes) expect(names).toContain(`idv-code-${code}`);
    for (const method of ['eid', 'videoIdent', 'postIdent', 'photoIdent'])
      expect(names).toContain(`idv-method-${method}`);
    expect(names).toContain('idv-happy-o2');
    for (const s of scenarios()) expect(s.path).toMatch(new RegExp(`/idv/${s.token}$`));
  });

  it('restores a finished verification on reset', async () => {
    const { app } = sandbox();
    await finish(app, await startedUrl(app, 'aldi-idv-main-0001', 'eid'), 'success');
    expect((await app.request('/api/idv/aldi-idv-main-0001')).status).toBe(409);
    await app.request('/__sandbox/reset', { method: 'POST' });
    expect((await app.request('/api/idv/aldi-idv-main-0001')).status).toBe(200);
  });
});
