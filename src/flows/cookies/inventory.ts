import { TRACE_ID_COOKIE, TRACE_ID_DAYS } from '../../api/client/traceId.ts';
import { LOGIN_CODE_MINUTES, OTP_BROWSER_COOKIE } from '../../api/contract/auth.ts';
import { BRAND_COOKIE } from '../../brand/resolve.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '../../i18n/localeCookie.ts';
import { AUTH_TOKEN_STORAGE_KEY } from '../../stores/authToken.ts';
import { BRAND_COOKIE_DAYS } from '../../stores/brand.ts';
import { CART_STORAGE_KEY } from '../../stores/cart.ts';
import { LAST_PATH_KEY } from '../../stores/firstPageView.ts';
import { IDV_METHOD_STORAGE_KEY } from '../../stores/idvMethod.ts';
import { OFFER_ERROR_STORAGE_KEY } from '../../stores/offerError.ts';
import { ORDER_SENT_STORAGE_KEY } from '../../stores/orderSent.ts';
import { TRACKED_ORDERS_STORAGE_KEY } from '../../stores/trackedOrders.ts';
import { USE_CASE_STORAGE_KEY } from '../../stores/useCase.ts';
import { RELOADS_STORAGE_KEY } from '../../release/reloadGuard.ts';
import { answersKey } from '../answers.ts';

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

/**
 * How long an entry stays: minutes or days (a cookie's expiry), until the tab closes, or
 * until removed.
 */
export type Lifetime = { minutes: number } | { days: number } | 'tab' | 'untilRemoved';

/**
 * What the site itself keeps in the browser: strictly necessary (§ 25 (2) 2 TDDDG), or
 * kept only with the consent it names.
 */
export interface StoredEntry {
  /** The name as the browser shows it; `{…}` stands for a part that varies (a link, an order). */
  name: string;
  kind: StorageKind;
  /** The text under `cookies:purposes.<purpose>`. */
  purpose:
    | 'traceId'
    | 'brand'
    | 'locale'
    | 'otpBrowser'
    | 'useCase'
    | 'cart'
    | 'orderSent'
    | 'authToken'
    | 'idvMethod'
    | 'answers'
    | 'offerError'
    | 'lastPath'
    | 'reloads'
    | 'analyticsOnce';
  lifetime: Lifetime;
  /** Kept only once the customer consented to the statistics; none: strictly necessary. */
  consent?: 'statistics';
}

/**
 * Every cookie and storage key the site sets itself, for the cookie page. The browser test
 * (e2e/cookies.spec.ts) walks the flows and fails on any key that matches no entry here.
 */
export const storedEntries: readonly StoredEntry[] = [
  { name: TRACE_ID_COOKIE, kind: 'cookie', purpose: 'traceId', lifetime: { days: TRACE_ID_DAYS } },
  { name: BRAND_COOKIE, kind: 'cookie', purpose: 'brand', lifetime: { days: BRAND_COOKIE_DAYS } },
  {
    name: LOCALE_COOKIE,
    kind: 'cookie',
    purpose: 'locale',
    lifetime: { days: LOCALE_COOKIE_DAYS },
  },
  // Set by the API, not by the pages: HttpOnly, sent only with the calls under /api/.
  {
    name: OTP_BROWSER_COOKIE,
    kind: 'cookie',
    purpose: 'otpBrowser',
    lifetime: { minutes: LOGIN_CODE_MINUTES },
  },
  {
    name: USE_CASE_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'useCase',
    lifetime: 'untilRemoved',
  },
  {
    name: ORDER_SENT_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'orderSent',
    lifetime: 'untilRemoved',
  },
  {
    name: TRACKED_ORDERS_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'analyticsOnce',
    lifetime: 'untilRemoved',
    consent: 'statistics',
  },
  {
    name: AUTH_TOKEN_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'authToken',
    lifetime: 'untilRemoved',
  },
  {
    name: IDV_METHOD_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'idvMethod',
    lifetime: 'untilRemoved',
  },
  {
    name: answersKey('{area}', '{link}'),
    kind: 'sessionStorage',
    purpose: 'answers',
    lifetime: 'tab',
  },
  { name: CART_STORAGE_KEY, kind: 'sessionStorage', purpose: 'cart', lifetime: 'tab' },
  { name: OFFER_ERROR_STORAGE_KEY, kind: 'sessionStorage', purpose: 'offerError', lifetime: 'tab' },
  { name: LAST_PATH_KEY, kind: 'sessionStorage', purpose: 'lastPath', lifetime: 'tab' },
  { name: RELOADS_STORAGE_KEY, kind: 'sessionStorage', purpose: 'reloads', lifetime: 'tab' },
];

/** The entry a stored name belongs to (`answers:offer:abc` → `answers:{area}:{link}`). */
export function entryOf(kind: StorageKind, name: string): StoredEntry | undefined {
  return storedEntries.find((entry) => {
    if (entry.kind !== kind) return false;
    const pattern = entry.name
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^]+');
    return new RegExp(`^${pattern}$`).test(name);
  });
}
