import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { clientOf, trustedProxies } from './rateLimit.ts';

/** The cookie a QA engineer's browser carries the secret in (set by `/__sandbox/qa`). */
export const QA_COOKIE = 'sandbox-qa';
/** The header a script sends the secret in. */
export const QA_HEADER = 'x-sandbox-secret';
/** The page that checks a secret and sets the cookie: reachable from anywhere. */
export const QA_PATH = '/__sandbox/qa';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An address on this machine (`local`: an in-process request without a connection). */
export const isLoopback = (address: string): boolean =>
  address === 'local' ||
  (isIP(address) !== 0 && loopback.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4'));

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (given: string | undefined, secret: string) =>
  given !== undefined && timingSafeEqual(digest(given), digest(secret));

/**
 * The sandbox's shortcuts (`/__sandbox/*`: scenarios, reset, copies of offers, the received
 * withdrawals, the simulated login, payment and identity providers) answer a client on this
 * machine, or one that shows `SANDBOX_QA_SECRET` (header `X-Sandbox-Secret`, or the cookie
 * `/__sandbox/qa?secret=…` sets). Anyone else gets 404: on a QA host or a demo reachable
 * from elsewhere, they would hand out login codes and personal data.
 */
export function shortcutGuard(
  secret: string | undefined = process.env['SANDBOX_QA_SECRET'] || undefined,
  trusted = trustedProxies(),
): { guard: MiddlewareHandler; qaPage: (c: Context) => Response } {
  const allowed = (c: Context) =>
    isLoopback(clientOf(c, trusted)) ||
    (secret !== undefined &&
      (sameSecret(c.req.header(QA_HEADER), secret) || sameSecret(getCookie(c, QA_COOKIE), secret)));
  return {
    guard: async (c, next) => {
      if (c.req.path !== QA_PATH && !allowed(c))
        return c.json({ code: 'NotFound', message: 'No such endpoint.' }, 404);
      await next();
      return undefined;
    },
    qaPage: (c) => {
      const given = c.req.query('secret');
      if (secret === undefined || !sameSecret(given, secret))
        return c.json({ code: 'NotFound', message: 'No such endpoint.' }, 404);
      setCookie(c, QA_COOKIE, given as string, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/__sandbox/',
        maxAge: 12 * 3600,
      });
      return c.text('The sandbox shortcuts are open to this browser for 12 hours.');
    },
  };
}
