import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox } from './app.ts';
import { refusalToListen } from './listen.ts';
import { QA_HEADER } from './shortcuts.ts';

const SECRET = 'qa-secret-of-this-environment';
/** What @hono/node-server hands the app: the socket the request came in on. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const sandbox = (qaSecret?: string) =>
  createSandbox({
    dbPath: ':memory:',
    quiet: true,
    modules: [],
    ...(qaSecret ? { qaSecret } : {}),
  });

describe('the sandbox shortcuts (/__sandbox/*)', () => {
  it('answer this machine, directly or through the edge', async () => {
    const { app } = sandbox();
    expect((await app.request('/__sandbox/scenarios', {}, from('127.0.0.1'))).status).toBe(200);
    expect((await app.request('/__sandbox/scenarios', {}, from('::1'))).status).toBe(200);
    const viaEdge = { headers: { 'x-forwarded-for': '127.0.0.1' } };
    expect((await app.request('/__sandbox/scenarios', viaEdge, from('127.0.0.1'))).status).toBe(
      200,
    );
  });

  it('answer nobody else without the QA secret, the edge’s clients included', async () => {
    const { app } = sandbox(SECRET);
    for (const init of [{}, { headers: { [QA_HEADER]: 'guess' } }])
      expect((await app.request('/__sandbox/scenarios', init, from('203.0.113.5'))).status).toBe(
        404,
      );
    const viaEdge = { headers: { 'x-forwarded-for': '203.0.113.5' } };
    expect(
      (await app.request('/__sandbox/reset', { method: 'POST', ...viaEdge }, from('127.0.0.1')))
        .status,
    ).toBe(404);
    expect((await app.request('/__sandbox/login?offer=x', {}, from('203.0.113.5'))).status).toBe(
      404,
    );
  });

  it('answer a script with the secret, and a browser the QA page has given its cookie', async () => {
    const { app } = sandbox(SECRET);
    const withHeader = { headers: { [QA_HEADER]: SECRET } };
    expect(
      (await app.request('/__sandbox/scenarios', withHeader, from('203.0.113.5'))).status,
    ).toBe(200);
    expect((await app.request(`/__sandbox/qa?secret=wrong`, {}, from('203.0.113.5'))).status).toBe(
      404,
    );
    const qa = await app.request(`/__sandbox/qa?secret=${SECRET}`, {}, from('203.0.113.5'));
    const cookie = qa.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    const withCookie = { headers: { cookie: cookie.split(';')[0] ?? '' } };
    expect(
      (await app.request('/__sandbox/scenarios', withCookie, from('203.0.113.5'))).status,
    ).toBe(200);
  });

  it('have no QA page without a configured secret', async () => {
    const { app } = sandbox();
    expect((await app.request('/__sandbox/qa?secret=', {}, from('203.0.113.5'))).status).toBe(404);
  });
});

describe('where the sandbox may listen', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses an address beyond this machine with the development prefill secret', () => {
    vi.stubEnv('SANDBOX_PREFILL_SECRET', '');
    expect(refusalToListen('0.0.0.0')).toMatch(/SANDBOX_PREFILL_SECRET/);
    expect(refusalToListen('192.0.2.10')).toMatch(/SANDBOX_PREFILL_SECRET/);
    for (const host of ['127.0.0.1', '::1', 'localhost'])
      expect(refusalToListen(host)).toBeUndefined();
    vi.stubEnv('SANDBOX_PREFILL_SECRET', 'a secret of this environment');
    expect(refusalToListen('0.0.0.0')).toBeUndefined();
  });
});
