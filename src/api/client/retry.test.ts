import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { calls as contract } from '../contract/calls.ts';
import { callExamples } from '../contract/examples.ts';
import { ApiError } from '../errors/classes.ts';
import { createApiClient } from './createApiClient.ts';
import { RETRY_STATUSES, retryAfterMs, type RetryOptions } from './retry.ts';
import { serveDuringTests } from './testServer.ts';

const nationalities = callExamples.nationalities.response;
const iban = callExamples.validateIban;

/** Answers the next scripted status per path and counts what arrived. */
let script: { status: number; headers?: Record<string, string> }[] = [];
let arrivals: { method: string; at: number }[] = [];

const app = new Hono();
app.all('*', (c) => {
  arrivals.push({ method: c.req.method, at: Date.now() });
  const next = script.shift() ?? { status: 200 };
  if (next.status === 200) {
    const body = c.req.method === 'POST' ? iban.response : nationalities;
    return c.json(body, 200);
  }
  return c.json({ code: 'TechnicalProblem' }, next.status as 500, next.headers);
});

const server = serveDuringTests(app);
beforeEach(() => {
  script = [];
  arrivals = [];
});

/** A client of the test server; `fetch` stands in for the network where a test says so. */
const client = (
  retry: RetryOptions = { delayMs: 1, maxDelayMs: 2000 },
  fetch?: typeof globalThis.fetch,
) =>
  createApiClient(contract, {
    baseUrl: server.url,
    getTraceId: () => 'c5b3a9a2-3c1e-4a8f-9a57-6f4d1e2b7c10',
    getToken: () => undefined,
    retry,
    ...(fetch && { fetch }),
  });

const getNationalities = () => client().nationalities({ params: { brand: 'o2' } });
const postIban = () => client().validateIban({ params: iban.params, body: iban.body });

describe('retry policy', () => {
  it.each([...RETRY_STATUSES])(
    'retries a GET once after %i and gives up after the second',
    async (status) => {
      script = [{ status }, { status }];
      const error = await getNationalities().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).response?.status).toBe(status);
      expect(arrivals).toHaveLength(2);
    },
  );

  it('answers a GET with the retry when it succeeds', async () => {
    script = [{ status: 503 }, { status: 200 }];
    await expect(getNationalities()).resolves.toEqual(nationalities);
    expect(arrivals).toHaveLength(2);
  });

  it.each([503, 429, 500])('never repeats a POST, also not after %i', async (status) => {
    script = [{ status }, { status: 200 }];
    await expect(postIban()).rejects.toBeInstanceOf(ApiError);
    expect(arrivals).toEqual([expect.objectContaining({ method: 'POST' })]);
  });

  it('never repeats a PATCH (offer reset)', async () => {
    script = [{ status: 503 }, { status: 200 }];
    const reset = callExamples.offerReset;
    await expect(
      client().offerReset({ params: reset.params, body: reset.body }),
    ).rejects.toMatchObject({ code: 'TechnicalProblem' });
    expect(arrivals).toHaveLength(1);
  });

  it.each([400, 401, 404, 422])('does not repeat a GET answered %i', async (status) => {
    script = [{ status }];
    await expect(getNationalities()).rejects.toBeInstanceOf(ApiError);
    expect(arrivals).toHaveLength(1);
  });

  it('waits as long as Retry-After asks', async () => {
    script = [{ status: 429, headers: { 'Retry-After': '1' } }, { status: 200 }];
    await expect(getNationalities()).resolves.toEqual(nationalities);
    expect(arrivals).toHaveLength(2);
    const [first, second] = arrivals;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('caps a long Retry-After instead of keeping the customer waiting', async () => {
    script = [{ status: 503, headers: { 'Retry-After': '3600' } }, { status: 200 }];
    const started = Date.now();
    await expect(
      client({ delayMs: 1, maxDelayMs: 50 }).nationalities({ params: { brand: 'o2' } }),
    ).resolves.toEqual(nationalities);
    expect(arrivals).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers a rate limit at once when it asks for longer than the cap', async () => {
    script = [{ status: 429, headers: { 'Retry-After': '60' } }, { status: 200 }];
    const error = await client({ delayMs: 1, maxDelayMs: 50 })
      .nationalities({ params: { brand: 'o2' } })
      .catch((e: unknown) => e);
    expect((error as ApiError).response?.status).toBe(429);
    expect(arrivals).toHaveLength(1);
  });
});

describe('retry on a network failure', () => {
  const failingOnce = (calls: string[]) => {
    let failed = false;
    return (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init?.method ?? 'GET');
      if (!failed) {
        failed = true;
        return Promise.reject(new TypeError('fetch failed'));
      }
      return fetch(input, init);
    };
  };

  it('repeats a GET once when no answer arrived', async () => {
    const calls: string[] = [];
    const api = client({ delayMs: 1 }, failingOnce(calls));
    await expect(api.nationalities({ params: { brand: 'o2' } })).resolves.toEqual(nationalities);
    expect(calls).toEqual(['GET', 'GET']);
  });

  it('does not repeat a POST; the failure is an ApiError without response', async () => {
    const calls: string[] = [];
    const api = client({ delayMs: 1 }, failingOnce(calls));
    const error = await api
      .validateIban({ params: iban.params, body: iban.body })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response).toBeUndefined();
    expect(calls).toEqual(['POST']);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-14T09:00:00Z');
  it('reads seconds and HTTP dates, ignores garbage', () => {
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Wed, 14 Jan 2026 09:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Wed, 14 Jan 2026 08:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
