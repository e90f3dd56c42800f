import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../api/client/index.ts');
  vi.resetModules();
});

describe('loadApi', () => {
  it('loads the client once and hands every caller the same one', async () => {
    const { loadApi } = await import('./loadApi.ts');
    const [a, b] = await Promise.all([loadApi(), loadApi()]);
    expect(a).toBe(b);
    expect(typeof a.offerGet).toBe('function');
  });

  it('tries the import again after a failed load (offline, then back online)', async () => {
    let attempts = 0;
    vi.doMock('../api/client/index.ts', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { api: { offerGet: () => 'loaded' } };
    });
    const { loadApi } = await import('./loadApi.ts');
    await expect(loadApi()).rejects.toThrow();
    await expect(loadApi()).resolves.toMatchObject({ offerGet: expect.any(Function) });
    expect(attempts).toBe(2);
  });
});
