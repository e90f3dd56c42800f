import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientKeyOf, clientOf, missLimiter, trustedProxies } from './rateLimit.ts';
import { offerSandbox } from './modules/offers/testing.ts';

/** What @hono/node-server hands the app: the socket the request came in on. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const unknown = (n: number) => `/api/offer/unknown-token-${String(n).padStart(10, '0')}`;

describe('token guessing limit', () => {
  const sandbox = () => {
    const sb = offerSandbox();
    const valid = 'o2-offer-happy-0001';
    const call = (path: string, remote: string, xff?: string) =>
      sb.app.request(path, { headers: xff ? { 'x-forwarded-for': xff } : {} }, from(remote));
    return { call, valid };
  };

  it('holds for a client that sends a new X-Forwarded-For every time', async () => {
    const { call, valid } = sandbox();
    for (let n = 0; n < 20; n++)
      expect((await call(unknown(n), '203.0.113.5', `10.1.0.${n}`)).status).toBe(404);
    const blocked = await call(`/api/offer/${valid}`, '203.0.113.5', '10.1.0.99');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await blocked.json()).toMatchObject({ code: 'TooManyRequests' });
  });

  it('never blocks another client, directly or behind the edge', async () => {
    const { call, valid } = sandbox();
    for (let n = 0; n < 25; n++) await call(unknown(n), '127.0.0.1', '198.51.100.1');
    expect((await call(`/api/offer/${valid}`, '127.0.0.1', '198.51.100.1')).status).toBe(429);
    expect((await call(`/api/offer/${valid}`, '127.0.0.1', '198.51.100.2')).status).toBe(200);
    expect((await call(`/api/offer/${valid}`, '203.0.113.9')).status).toBe(200);
  });
});

describe('clientOf', () => {
  const trusted = trustedProxies('127.0.0.0/8,::1,10.0.0.0/8');
  const client = async (remote: string | undefined, xff?: string) => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientOf(c, trusted)));
    const res = await app.request(
      '/',
      { headers: xff ? { 'x-forwarded-for': xff } : {} },
      remote ? from(remote) : undefined,
    );
    return res.text();
  };

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    expect(await client('203.0.113.5', '1.2.3.4')).toBe('203.0.113.5');
    expect(await client('127.0.0.1', '1.2.3.4')).toBe('1.2.3.4');
    expect(await client('::ffff:127.0.0.1', '1.2.3.4')).toBe('1.2.3.4');
    expect(await client('::1')).toBe('::1');
  });

  it('takes the nearest address that is no proxy, so a client cannot prepend one', async () => {
    expect(await client('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.3')).toBe('198.51.100.7');
    expect(await client('127.0.0.1', 'not-an-address')).toBe('127.0.0.1');
  });

  it('counts an in-process request (no connection) as loopback', async () => {
    expect(await client(undefined)).toBe('local');
    expect(await client(undefined, '192.0.2.4')).toBe('192.0.2.4');
  });

  it('reads the proxies from SANDBOX_TRUSTED_PROXIES and refuses nonsense', () => {
    expect(trustedProxies()('127.0.0.1')).toBe(true);
    expect(trustedProxies()('192.0.2.1')).toBe(false);
    expect(() => trustedProxies('localhost')).toThrow(/no address/);
  });
});

describe('clientKeyOf', () => {
  it('counts an IPv4 client by its address and an IPv6 client by its /64', () => {
    expect(clientKeyOf('198.51.100.7')).toBe('198.51.100.7');
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::',
    ])
      expect(clientKeyOf(address)).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('local')).toBe('local');
  });

  it('makes a guesser with a /64 one client for the token limit', async () => {
    const sb = offerSandbox();
    for (let n = 0; n < 20; n++)
      await sb.app.request(unknown(n), {}, from(`2001:db8:5:6::${(n + 1).toString(16)}`));
    const blocked = await sb.app.request(unknown(99), {}, from('2001:db8:5:6:abcd::1'));
    expect(blocked.status).toBe(429);
    expect((await sb.app.request(unknown(99), {}, from('2001:db8:5:7::1'))).status).toBe(404);
  });
});

describe('missLimiter memory', () => {
  it('remembers a bounded number of clients', async () => {
    const limiter = missLimiter({ limit: 1, maxClients: 3, trusted: trustedProxies('') });
    const app = new Hono();
    app.get('/miss', (c) => {
      limiter.miss(c);
      return c.text('');
    });
    app.get('/wait', (c) => c.text(String(limiter.waitFor(c) ?? 'none')));
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'])
      await app.request('/miss', {}, from(ip));
    expect(await (await app.request('/wait', {}, from('192.0.2.4'))).text()).not.toBe('none');
    expect(await (await app.request('/wait', {}, from('192.0.2.1'))).text()).toBe('none');
  });
});
