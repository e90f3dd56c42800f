import { describe, expect, it } from 'vitest';
import { href } from './links.ts';
import { BASE64URL } from './testing.ts';

describe('href', () => {
  it('builds links per locale', () => {
    expect(href('home')).toBe('/');
    expect(href('home', {}, 'en')).toBe('/en/');
    expect(href('termination', {}, 'tr')).toBe('/tr/kuendigung');
    expect(href('offerLogin', { token: BASE64URL })).toBe(`/angebot/${BASE64URL}/login`);
    expect(href('offerLogin', { token: BASE64URL }, 'en')).toBe(`/en/angebot/${BASE64URL}/login`);
  });

  it('encodes parameter values', () => {
    expect(href('offer', { token: 'a b/c?d' })).toBe('/angebot/a%20b%2Fc%3Fd');
  });
});
