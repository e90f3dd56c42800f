import { persistentAtom } from '@nanostores/persistent';
import Cookies from 'js-cookie';
import { BRAND_COOKIE } from '../brand/resolve.ts';

const BRAND_SLUG = /^[a-z0-9-]+$/;
export const BRAND_COOKIE_DAYS = 365;

const isBrandSlug = (value: unknown): value is string =>
  typeof value === 'string' && BRAND_SLUG.test(value);

/** Its name in localStorage (the cookie page lists it). */
export const BRAND_STORAGE_KEY = 'brand';

/**
 * The stored brand value (SPEC §1, §3): slug of the brand this tab was last served as.
 * Brand resolution falls back to it when neither host nor `?brand` names a brand. Anything
 * stored that is not a slug (an old format, a hand edit) reads as "no stored brand".
 */
export const $storedBrand = persistentAtom<string | undefined>(BRAND_STORAGE_KEY, undefined, {
  encode: (slug) => slug,
  decode: (stored) => (isBrandSlug(stored) ? stored : undefined),
});

/** Attributes of the `brand` cookie; Secure wherever the page itself is. */
export function brandCookieAttributes(protocol: string): Cookies.CookieAttributes {
  return { path: '/', expires: BRAND_COOKIE_DAYS, sameSite: 'Lax', secure: protocol === 'https:' };
}

/**
 * Remembers the brand this page is served as (its `<meta name="brand">`), in the store
 * for islands and in the `brand` cookie, so the edge resolves a bare host to the same
 * brand next time.
 */
export function rememberPageBrand(document: Document = window.document): void {
  const slug = document.querySelector('meta[name="brand"]')?.getAttribute('content');
  if (!isBrandSlug(slug)) return;
  try {
    $storedBrand.set(slug);
  } catch {
    // localStorage is full: the cookie below still carries the brand.
  }
  Cookies.set(BRAND_COOKIE, slug, brandCookieAttributes(document.location.protocol));
}
