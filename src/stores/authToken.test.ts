// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { pageLoad } from './testing.ts';

const load = pageLoad(() => import('./authToken.ts'));

const now = Date.parse('2026-01-14T09:00:00Z');
const answer = { token: 'eyJhbGciOiJIUzI1NiJ9.b2ZmZXI.c2ln', expiresAt: '2026-01-14T10:00:00Z' };

describe('auth token', () => {
  beforeEach(() => localStorage.clear());

  it('is kept across page loads and sent until it expires', async () => {
    (await load()).setAuthToken(answer);
    const { getValidToken } = await load();
    expect(getValidToken(now)).toBe(answer.token);
    expect(getValidToken(Date.parse('2026-01-14T09:59:59Z'))).toBe(answer.token);
    expect(getValidToken(Date.parse('2026-01-14T10:00:00Z'))).toBeUndefined();
  });

  it('lives as long as the API says from its answer, whatever the device clock reads', async () => {
    const { setAuthToken, getValidToken } = await load();
    const { noteServerDate } = await import('../api/client/serverClock.ts');
    // The device's clock is 61 minutes fast: the answer comes at 09:00 by the API's clock.
    const deviceNow = now + 61 * 60_000;
    noteServerDate(new Date(now).toUTCString(), deviceNow);
    setAuthToken(answer);
    expect(getValidToken(deviceNow)).toBe(answer.token);
    expect(getValidToken(deviceNow + 59 * 60_000)).toBe(answer.token);
    expect(getValidToken(deviceNow + 60 * 60_000)).toBeUndefined();
  });

  it('is removed from the device once found expired', async () => {
    (await load()).setAuthToken(answer);
    const { getValidToken } = await load();
    expect(getValidToken(Date.parse('2026-01-14T09:59:59Z'))).toBe(answer.token);
    expect(localStorage.getItem('authToken')).not.toBeNull();
    expect(getValidToken(Date.parse('2026-01-14T10:00:00Z'))).toBeUndefined();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('is gone after clearAuthToken', async () => {
    const { setAuthToken, clearAuthToken, getValidToken } = await load();
    setAuthToken(answer);
    clearAuthToken();
    expect(getValidToken(now)).toBeUndefined();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it.each([
    ['invalid JSON', '{"token":'],
    ['a bare token string', 'eyJhbGciOiJIUzI1NiJ9.b2ZmZXI.c2ln'],
    ['a foreign shape', JSON.stringify({ access_token: 'x', expires_in: 3600 })],
    ['a broken expiry', JSON.stringify({ token: answer.token, expiresAt: 'tomorrow' })],
  ])('discards %s: no token is sent', async (_name, stored) => {
    localStorage.setItem('authToken', stored);
    const { $authToken, getValidToken } = await load();
    expect($authToken.get()).toBeUndefined();
    expect(getValidToken(now)).toBeUndefined();
  });
});
