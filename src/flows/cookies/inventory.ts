import { TRACE_ID_COOKIE, TRACE_ID_DAYS } from '../../api/client/traceId.ts';
import { BRAND_COOKIE } from '../../brand/resolve.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '../../i18n/localeCookie.ts';
import { BRAND_COOKIE_DAYS } from '../../stores/brand.ts';

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

/** How long an entry stays: days (a cookie's expiry), until the tab closes, or until removed. */
export type Lifetime = { days: number } | 'tab' | 'untilRemoved';

/** What the site itself keeps in the browser, all of it strictly necessary (§ 25 (2) 2 TDDDG). */
export interface StoredEntry {
  /** The name as the browser shows it; `{…}` stands for a part that varies (a link, an order). */
  name: string;
  kind: StorageKind;
  /** The text under `cookies:purposes.<purpose>`. */
  purpose:
    | 'traceId'
    | 'brand'
    | 'locale'
    | 'useCase'
    | 'cart'
    | 'authToken'
    | 'idvMethod'
    | 'answers'
    | 'offerError'
    | 'lastPath'
    | 'reloads'
    | 'analyticsOnce';
  lifetime: Lifetime;
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
  { name: 'brand', kind: 'localStorage', purpose: 'brand', lifetime: 'untilRemoved' },
  { name: 'useCase', kind: 'localStorage', purpose: 'useCase', lifetime: 'untilRemoved' },
  { name: 'cart', kind: 'localStorage', purpose: 'cart', lifetime: 'untilRemoved' },
  { name: 'authToken', kind: 'localStorage', purpose: 'authToken', lifetime: 'untilRemoved' },
  { name: 'idvMethod', kind: 'localStorage', purpose: 'idvMethod', lifetime: 'untilRemoved' },
  { name: 'answers:{area}:{link}', kind: 'sessionStorage', purpose: 'answers', lifetime: 'tab' },
  { name: 'offerError', kind: 'sessionStorage', purpose: 'offerError', lifetime: 'tab' },
  { name: 'navigation:last-path', kind: 'sessionStorage', purpose: 'lastPath', lifetime: 'tab' },
  { name: 'release:reloads', kind: 'sessionStorage', purpose: 'reloads', lifetime: 'tab' },
  {
    name: 'analytics:confirmation:{order}',
    kind: 'sessionStorage',
    purpose: 'analyticsOnce',
    lifetime: 'tab',
  },
  {
    name: 'analytics:purchase:{order}',
    kind: 'sessionStorage',
    purpose: 'analyticsOnce',
    lifetime: 'tab',
  },
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
