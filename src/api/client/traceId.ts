import Cookies from 'js-cookie';
import { v4 as uuidv4, validate as isUuid } from 'uuid';

export const TRACE_ID_COOKIE = 'traceId';
export const TRACE_ID_DAYS = 30;

/**
 * This page's trace id, once read or made. The cookie is read once per page: a read after a
 * write (the id just made, on a first visit) waits for the browser's cookie store on the main
 * thread, as the page's first calls go out (traced in Chromium at 1×: 0.2–13 ms). Where
 * cookies are blocked, at least this page's requests share one id.
 */
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
  if (pageTraceId !== undefined) return pageTraceId;
  const stored = Cookies.get(TRACE_ID_COOKIE);
  if (stored !== undefined && isUuid(stored)) return (pageTraceId = stored);
  pageTraceId = uuidv4();
  Cookies.set(
    TRACE_ID_COOKIE,
    pageTraceId,
    traceIdCookieAttributes(globalThis.location?.protocol ?? 'https:'),
  );
  return pageTraceId;
}
