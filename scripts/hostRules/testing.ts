import { loadBrands } from '../../src/brand/registry.ts';

/** The brands and tokens the host rules' tests use: not shipped, only imported by *.test.ts. */

export const brands = loadBrands();
export const brand = (slug: string) => {
  const found = brands.find((b) => b.slug === slug);
  if (!found) throw new Error(`no brand ${slug}`);
  return found;
};
// German only; German and English; German and Turkish.
export const o2 = brand('o2');
export const spice = brand('spice');
export const ayyildiz = brand('ayyildiz');
export const TOKEN = 'Q2hlY2tUb2tlbjEyMzQ1Ng';
export const TOKEN_HEX = '0123456789abcdef0123456789abcdef';
