import { afterEach, describe, expect, it, vi } from 'vitest';
import offerCalls from '../api/contract/calls/offer.ts';

const offerArea = () => import('../api/contract/calls/offer.ts');

afterEach(() => {
  vi.doUnmock('../api/client/api.ts');
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
      return { browserApi: () => ({ offerGet: () => 'loaded' }) };
    });
    const { loadApi } = await import('./loadApi.ts');
    await expect(loadApi(offerArea)).rejects.toThrow();
    await expect(loadApi(offerArea)).resolves.toMatchObject({ offerGet: expect.any(Function) });
    expect(attempts).toBe(2);
  });
});
