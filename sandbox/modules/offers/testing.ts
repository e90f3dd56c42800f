import { OTP_BROWSER_COOKIE } from '../../../src/api/contract/auth.ts';
import { callExamples } from '../../../src/api/contract/examples.ts';
import { createSandbox } from '../../app.ts';
import { offerModules } from './index.ts';
import { offerStore } from './store.ts';

/** A valid accept body (the contract's example): ID data and SEPA mandate included. */
export const acceptBody = callExamples.offerAccept.body;

export const SITE = 'http://o2.localhost:4321';

/**
 * An in-memory sandbox with the offer modules, a clock the test moves, the sandbox log
 * captured, and small request helpers. Only tests import this.
 */
export function offerSandbox(start = new Date('2026-03-02T09:00:00Z')) {
  let now = start;
  const sandbox = createSandbox({
    dbPath: ':memory:',
    quiet: true,
    modules: offerModules,
    now: () => now,
    selfOrigin: 'http://127.0.0.1:4322',
  });
  const logs: string[] = [];
  sandbox.ctx.log = (message) => logs.push(message);

  const request = (path: string, init: RequestInit = {}) => sandbox.app.request(path, init);
  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

  return {
    ...sandbox,
    logs,
    request,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    get: (path: string, headers: Record<string, string> = {}) => request(path, { headers }),
    accept: (token: string, body: unknown = acceptBody, headers: Record<string, string> = {}) =>
      request(`/api/offer/accept/${token}`, json(body, headers)),
    reset: (token: string, resetTo: 'open' | 'payment') =>
      request(`/api/offer/${token}`, { ...json({ resetTo }), method: 'PATCH' }),
    form: (path: string, fields: Record<string, string>) =>
      request(path, { method: 'POST', body: new URLSearchParams(fields) }),
    /** Orders stored for an offer. */
    orderCount: (token: string) => offerStore(sandbox.ctx.db).orders.count(token),
  };
}

export type OfferSandbox = ReturnType<typeof offerSandbox>;

/** Logs in through the simulated brand login and returns the bearer token. */
export async function brandLogin(
  sb: OfferSandbox,
  token: string,
  as: 'customer' | 'other' = 'customer',
): Promise<string> {
  const res = await sb.form('/__sandbox/login', {
    offer: token,
    return: `${SITE}/angebot/${token}/login`,
    as,
  });
  const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const auth = await sb.get(`/api/auth/token?code=${code}&offer=${token}`);
  return ((await auth.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The headers a browser sends back after `res`: the one-time code's browser cookie if `res`
 * set it (the code was sent to this browser), else `sent` as it was.
 */
export function keepOtpCookie(res: Response, sent: Record<string, string> = {}) {
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  return cookie?.startsWith(`${OTP_BROWSER_COOKIE}=`) ? { ...sent, Cookie: cookie } : sent;
}
