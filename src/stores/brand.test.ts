// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { brandCookieAttributes, rememberPageBrand } from './brand.ts';

const servePage = (brand: string) => {
  document.head.innerHTML = `<meta name="brand" content="${brand}">`;
};

describe('stored brand', () => {
  beforeEach(() => {
    localStorage.clear();
    Cookies.remove('brand', { path: '/' });
  });

  it('remembers the brand the page is served as in the brand cookie, and nowhere else', () => {
    localStorage.setItem('brand', 'ortel');
    servePage('ayyildiz');
    rememberPageBrand();
    expect(Cookies.get('brand')).toBe('ayyildiz');
    expect({ ...localStorage }).toEqual({});
  });

  it('stores nothing when the page names no valid brand', () => {
    servePage('<script>');
    rememberPageBrand();
    expect(Cookies.get('brand')).toBeUndefined();
  });

  it('keeps the cookie for a year, site-wide, same-site, and Secure on https', () => {
    expect(brandCookieAttributes('https:')).toEqual({
      path: '/',
      expires: 365,
      sameSite: 'Lax',
      secure: true,
    });
    expect(brandCookieAttributes('http:').secure).toBe(false);
  });
});
