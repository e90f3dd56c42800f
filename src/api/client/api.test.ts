import { afterEach, describe, expect, it, vi } from 'vitest';
import listCalls from '../contract/calls/lists.ts';
import offerCalls from '../contract/calls/offer.ts';
import { callExamples } from '../contract/examples.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});

const stubBrowser = (origin: string) => {
  const calls: string[] = [];
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { origin } }));
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    calls.push(String(input));
    return Promise.resolve(Response.json(callExamples.nationalities.response));
  });
  return calls;
};

describe('the browser client', () => {
  it('can be imported where there is no window (Astro build, tests)', async () => {
    expect(typeof window).toBe('undefined');
    const { browserClient } = await import('./api.ts');
    expect(typeof browserClient(() => undefined)(offerCalls).offerGet).toBe('function');
  });

  it("calls the page's own origin by default", async () => {
    const api = (await import('./api.ts')).browserClient(() => undefined)(listCalls);
    const calls = stubBrowser('https://www.o2online.de');
    await api.nationalities({ params: { brand: 'o2' } });
    expect(calls).toEqual(['https://www.o2online.de/api/o2/lists/nationalities']);
  });

  it('calls PUBLIC_API_BASE_URL when it is set', async () => {
    vi.stubEnv('PUBLIC_API_BASE_URL', 'https://permissions.example.de/');
    const api = (await import('./api.ts')).browserClient(() => undefined)(listCalls);
    const calls = stubBrowser('https://www.o2online.de');
    await api.nationalities({ params: { brand: 'o2' } });
    expect(calls).toEqual(['https://permissions.example.de/api/o2/lists/nationalities']);
  });
});
