import Cookies from 'js-cookie';
import { BRAND_COOKIE } from '../brand/resolve.ts';

const BRAND_SLUG = /^[a-z0-9-]+$/;
export const BRAND_COOKIE_DAYS = 365;

const isBrandSlug = (value: unknown): value is string =>
  typeof value === 'string' && BRAND_SLUG.test(value);

/** Attributes of the `brand` cookie; Secure wherever the page itself is. */
export function brandCookieAttributes(protocol: string): Cookies.CookieAttributes {
  return { path: '/', expires: BRAND_COOKIE_DAYS, sameSite: 'Lax', secure: protocol === 'https:' };
}

/**
 * Remembers the brand this page is served as (its `<meta name="brand">`) in the `brand`
 * cookie, the stored brand value (SPEC §1, §3): the edge resolves a bare host to the same
 * brand next time.
 */
export function rememberPageBrand(document: Document = window.document): void {
  // Releases before kept a copy in localStorage that nothing read: it goes.
  try {
    window.localStorage.removeItem('brand');
  } catch {
    // Storage denied: there is nothing of ours in it either.
  }
  const slug = document.querySelector('meta[name="brand"]')?.getAttribute('content');
  if (!isBrandSlug(slug)) return;
  Cookies.set(BRAND_COOKIE, slug, brandCookieAttributes(document.location.protocol));
}
