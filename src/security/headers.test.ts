import { describe, expect, it } from 'vitest';
import { cspHeader } from './csp.ts';
import { cacheControl, securityHeaders } from './headers.ts';

describe('securityHeaders', () => {
  const headers = securityHeaders({});

  it('sends the CSP header of the brand', () => {
    const brand = { tagManager: { name: 'gtm', id: 'GTM-1' } };
    expect(securityHeaders(brand)['Content-Security-Policy']).toBe(cspHeader(brand));
  });

  it('keeps browsers on HTTPS for a year, subdomains included', () => {
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('stops MIME sniffing and framing', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('never sends a path, and so no token, to another origin', () => {
    expect([
      'strict-origin-when-cross-origin',
      'strict-origin',
      'same-origin',
      'no-referrer',
    ]).toContain(headers['Referrer-Policy']);
  });

  it('switches off device features the site never uses', () => {
    const policy = headers['Permissions-Policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });
});

describe('cacheControl', () => {
  it('caches content-hashed assets for a year', () => {
    expect(cacheControl('/_astro/index.Bx3k9.js')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates pages, token shells and release files every time', () => {
    for (const path of [
      '/',
      '/en/',
      '/angebot/Q2hlY2tUb2tlbjEyMzQ1Ng/login',
      '/404.html',
      '/builds/latest.json',
    ]) {
      expect(cacheControl(path), path).toBe('no-cache');
    }
  });

  it('matches the asset folder, not names that start like it', () => {
    expect(cacheControl('/_astro-old/x.js')).toBe('no-cache');
  });
});
