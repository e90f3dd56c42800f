import Cookies from 'js-cookie';
import { v4 as uuidv4, validate as isUuid } from 'uuid';

export const TRACE_ID_COOKIE = 'traceId';
export const TRACE_ID_DAYS = 30;

/** Used when cookies are blocked, so at least this page's requests share one id. */
let pageTraceId: string | undefined;

export function traceIdCookieAttributes(protocol: string): Cookies.CookieAttributes {
  return {
    path: '/',
    expires: TRACE_ID_DAYS,
    sameSite: 'Lax',
    secure: protocol === 'https:',
  };
}

/**
 * The trace id of this browser (SPEC §7): a random UUID kept in the `traceId` cookie for
 * 30 days, created when missing. The hotline finds a customer's requests in the logs by it.
 * A cookie that is not a UUID (hand edit, another app on the domain) is replaced.
 */
export function getTraceId(): string {
  const stored = Cookies.get(TRACE_ID_COOKIE);
  if (stored !== undefined && isUuid(stored)) return stored;
  pageTraceId ??= uuidv4();
  Cookies.set(
    TRACE_ID_COOKIE,
    pageTraceId,
    traceIdCookieAttributes(globalThis.location?.protocol ?? 'https:'),
  );
  return pageTraceId;
}
