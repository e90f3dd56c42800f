import { describe, expect, it } from 'vitest';
import { cspHeader, resourceCspHeader } from './csp.ts';
import { cacheControl, securityHeaders } from './headers.ts';

describe('securityHeaders', () => {
  const headers = securityHeaders({});

  it('sends the CSP header of the brand', () => {
    const brand = { tagManager: { name: 'gtm', id: 'GTM-1' } };
    expect(securityHeaders(brand)['Content-Security-Policy']).toBe(cspHeader(brand));
  });

  it('sends every other answer a CSP that allows nothing', () => {
    expect(securityHeaders({}, { kind: 'resource' })['Content-Security-Policy']).toBe(
      resourceCspHeader(),
    );
    expect(resourceCspHeader()).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
  });

  it('keeps browsers on HTTPS for a year, subdomains included, ready for the preload list', () => {
    expect(headers['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains; preload',
    );
  });

  it('keeps its answers out of other origins', () => {
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('names the CSP report endpoint when one is configured', () => {
    expect(headers['Reporting-Endpoints']).toBeUndefined();
    const reporting = securityHeaders({}, { reportUrl: 'https://csp.example/r' });
    expect(reporting['Reporting-Endpoints']).toBe('csp-endpoint="https://csp.example/r"');
    expect(reporting['Content-Security-Policy']).toContain(
      'report-uri https://csp.example/r; report-to csp-endpoint',
    );
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

  it('never stores API answers or PDFs', () => {
    expect(cacheControl('/api/offer/Q2hlY2tUb2tlbjEyMzQ1Ng')).toBe('no-store');
    expect(cacheControl('/api/aldi/contracttermination/download/1')).toBe('no-store');
  });

  it('matches the asset folder, not names that start like it', () => {
    expect(cacheControl('/_astro-old/x.js')).toBe('no-cache');
  });
});
