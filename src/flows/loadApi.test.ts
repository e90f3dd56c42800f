import { afterEach, describe, expect, it, vi } from 'vitest';
import offerCalls from '../api/contract/calls/offer.ts';

const offerArea = () => import('../api/contract/calls/offer.ts');

afterEach(() => {
  vi.doUnmock('../api/client/api.ts');
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('loadApi', () => {
  it("hands every caller a function per call of its table and no other area's", async () => {
    const { loadApi } = await import('./loadApi.ts');
    const api = await loadApi(offerArea);
    expect(Object.keys(api).sort()).toEqual(Object.keys(offerCalls).sort());
    expect(typeof api.offerGet).toBe('function');
  });

  it('tries the import again after a failed load (offline, then back online)', async () => {
    let attempts = 0;
    vi.doMock('../api/client/api.ts', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { browserClient: () => () => ({ offerGet: () => 'loaded' }) };
    });
    const { loadApi } = await import('./loadApi.ts');
    await expect(loadApi(offerArea)).rejects.toThrow();
    await expect(loadApi(offerArea)).resolves.toMatchObject({ offerGet: expect.any(Function) });
    expect(attempts).toBe(2);
  });

  it('sends the login’s token while it is valid, and none once it has expired', async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      'window',
      Object.assign(new EventTarget(), { location: { origin: 'https://o2.de' } }),
    );
    vi.stubGlobal('fetch', (_input: unknown, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('Authorization'));
      return Promise.resolve(new Response(null, { status: 404 }));
    });
    const { loadApi } = await import('./loadApi.ts');
    const { $authToken, setAuthToken } = await import('../stores/authToken.ts');
    const api = await loadApi(offerArea);
    const call = () => api.offerGet({ params: { id: 'Q2hhbmdlTWUxMjM0NTY3OA' } }).catch(() => null);
    await call();
    setAuthToken({ token: 'valid-token-0123456789', expiresAt: '2999-01-01T00:00:00Z' });
    await call();
    $authToken.set({ token: 'expired-token-0123456789', expiresAt: '2020-01-01T00:00:00Z' });
    await call();
    expect(sent).toEqual([null, 'Bearer valid-token-0123456789', null]);
  });
});

describe('afterClientCode', () => {
  it("runs a screen's loader once the client's code has run, a task later", async () => {
    const posted: (() => void)[] = [];
    vi.stubGlobal(
      'MessageChannel',
      class {
        port1 = { onmessage: null as (() => void) | null, close: () => {} };
        port2 = { postMessage: () => posted.push(() => this.port1.onmessage?.()) };
      },
    );
    let clientRan = false;
    vi.doMock('../api/client/api.ts', () => {
      clientRan = true;
      return { browserClient: () => () => ({}) };
    });
    const { afterClientCode } = await import('./loadApi.ts');
    const load = vi.fn(() => Promise.resolve('data'));
    const data = afterClientCode(load);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(clientRan).toBe(true);
    expect(load).not.toHaveBeenCalled();
    posted[0]?.();
    await expect(data).resolves.toBe('data');
  });

  it('runs the loader all the same when the client’s code does not arrive', async () => {
    vi.doMock('../api/client/api.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { afterClientCode } = await import('./loadApi.ts');
    await expect(afterClientCode(() => Promise.resolve('data'))).resolves.toBe('data');
  });
});
