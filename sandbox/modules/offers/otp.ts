import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { OTP_BROWSER_COOKIE } from '../../../src/api/contract/auth.ts';
import type { SandboxContext } from '../../context.ts';
import { accessStore, CODE_TTL_MS } from './access.ts';
import { codeTries } from './codeTries.ts';
import type { OfferRecord } from './store.ts';

/**
 * "Sends" the one-time code of an otp offer when its link is opened without login, as the
 * backend would by SMS: when the customer has no code that works (none yet, used, expired,
 * or the offer pauses after wrong codes), and not more often than the limits allow. A new
 * code ends the offer's pause, and the browser that asked for it gets a cookie that lets it
 * try while strangers' wrong codes pause the offer again. The sandbox sends the offer's
 * fixed code (listed with its scenario) again; a real backend sends a new random one.
 */
export function sendOtp(ctx: SandboxContext, record: OfferRecord, c: Context) {
  const code = record.otpCode;
  if (!code) return;
  const access = accessStore(ctx.db);
  const tries = codeTries(ctx);
  const usable = access.codeValid(code, record.token, ctx.now()) && !tries.paused(record.token);
  if (usable || !tries.maySend(record.token)) return;
  access.issueCode(code, record.token, record.customerId, ctx.now());
  // One name per browser, whatever the offer: a new value would end what the old one opens.
  const browser = getCookie(c, OTP_BROWSER_COOKIE) ?? randomUUID();
  setCookie(c, OTP_BROWSER_COOKIE, browser, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/api/',
    maxAge: CODE_TTL_MS / 1000,
    secure: c.req.header('x-forwarded-proto') === 'https',
  });
  tries.sent(record.token, browser);
  // The log stands in for the phone but never names the offer or the code: QA reads the
  // code from the offer's scenario (/__sandbox/scenarios).
  ctx.log(`One-time code sent (valid ${CODE_TTL_MS / 60_000} minutes)`);
}
