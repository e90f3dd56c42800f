// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageLoad } from './testing.ts';

const loadStore = pageLoad(() => import('./brand.ts'));

const servePage = (brand: string) => {
  document.head.innerHTML = `<meta name="brand" content="${brand}">`;
};

describe('stored brand', () => {
  beforeEach(() => {
    localStorage.clear();
    Cookies.remove('brand', { path: '/' });
  });

  it('remembers the brand the page is served as, in storage and in the brand cookie', async () => {
    const { $storedBrand, rememberPageBrand } = await loadStore();
    servePage('ayyildiz');
    rememberPageBrand();
    expect($storedBrand.get()).toBe('ayyildiz');
    expect(localStorage.getItem('brand')).toBe('ayyildiz');
    expect(Cookies.get('brand')).toBe('ayyildiz');
  });

  it('is there on the next page load', async () => {
    (await loadStore()).$storedBrand.set('ortel');
    const { $storedBrand } = await loadStore();
    expect($storedBrand.get()).toBe('ortel');
  });

  it('reads a corrupted stored value as no stored brand instead of failing', async () => {
    localStorage.setItem('brand', '{"slug":"aldi"}');
    const { $storedBrand } = await loadStore();
    expect($storedBrand.get()).toBeUndefined();
    const seen: (string | undefined)[] = [];
    const unlisten = $storedBrand.subscribe((value) => seen.push(value));
    unlisten();
    expect(seen).toEqual([undefined]);
  });

  it('stores nothing when the page names no valid brand', async () => {
    const { $storedBrand, rememberPageBrand } = await loadStore();
    servePage('<script>');
    rememberPageBrand();
    expect($storedBrand.get()).toBeUndefined();
    expect(Cookies.get('brand')).toBeUndefined();
  });

  it('keeps the cookie for a year, site-wide, same-site, and Secure on https', async () => {
    const { brandCookieAttributes } = await loadStore();
    expect(brandCookieAttributes('https:')).toEqual({
      path: '/',
      expires: 365,
      sameSite: 'Lax',
      secure: true,
    });
    expect(brandCookieAttributes('http:').secure).toBe(false);
  });
});
