import { describe, expect, it } from 'vitest';
import { vendors } from '../analytics/vendors.ts';
import { apiOrigin, cspDirectives, cspHeader, resourceCspHeader, scriptSources } from './csp.ts';

const everyVendor = {
  tagManager: { name: 'gtm', id: 'GTM-TEST1' },
  consentManagerId: 'consent-1',
  personalisationId: 'perso-1',
};
const TAG_MANAGER = vendors.tagManager.origins.join(' ');
const CONSENT = vendors.consentManager.origins.join(' ');
const PERSONALISATION = vendors.personalisation.origins.join(' ');

const directive = (policy: string[] | string, name: string) =>
  (Array.isArray(policy) ? policy : policy.split('; ')).find((d) => d.startsWith(`${name} `));

describe('script sources', () => {
  it('never allow inline code or eval', () => {
    for (const brand of [{}, everyVendor]) {
      expect(scriptSources(brand).join(' ')).not.toMatch(
        /unsafe-(inline|eval|hashes)|\*|data:|http:/,
      );
      expect(scriptSources(brand)[0]).toBe("'self'");
    }
  });

  it('allow a vendor only for a brand that configures it; personalisation on no page by default', () => {
    expect(scriptSources({})).toEqual(["'self'"]);
    expect(scriptSources({ personalisationId: 'p' })).toEqual(["'self'"]);
    expect(scriptSources(everyVendor).join(' ')).toBe(`'self' ${TAG_MANAGER} ${CONSENT}`);
    expect(scriptSources(everyVendor).join(' ')).not.toContain(PERSONALISATION);
    expect(TAG_MANAGER).toContain('https://www.googletagmanager.com');
  });
});

describe('page directives', () => {
  it('lock everything to the own origin for a brand without vendors', () => {
    const policy = cspDirectives({});
    const own = ['default-src', 'connect-src', 'frame-src', 'base-uri', 'form-action'];
    for (const name of own) expect(directive(policy, name)).toBe(`${name} 'self'`);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('let the vendor origins connect, frame and load images', () => {
    const policy = cspDirectives({ tagManager: everyVendor.tagManager });
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${TAG_MANAGER}`);
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: ${TAG_MANAGER}`);
    expect(directive(policy, 'frame-src')).toBe(`frame-src 'self' ${TAG_MANAGER}`);
  });

  it('let the pages reach an API on another origin', () => {
    const split = cspDirectives({}, { apiBaseUrl: 'https://api.example.de/v1/' });
    expect(directive(split, 'connect-src')).toBe("connect-src 'self' https://api.example.de");
    for (const apiBaseUrl of [undefined, '', '/api', 'javascript:alert(1)']) {
      expect(directive(cspDirectives({}, { apiBaseUrl }), 'connect-src')).toBe(
        "connect-src 'self'",
      );
    }
    expect(apiOrigin('http://127.0.0.1:4322')).toBe('http://127.0.0.1:4322');
  });

  it('leave script-src and style-src to Astro, which adds the build hashes', () => {
    const names = cspDirectives(everyVendor).map((d) => d.split(' ')[0]);
    expect(names).not.toContain('script-src');
    expect(names).not.toContain('style-src');
  });
});

describe('CSP header', () => {
  it('forbids framing and upgrades insecure requests', () => {
    const header = cspHeader({});
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).toContain('upgrade-insecure-requests');
    expect(header).toContain("object-src 'none'");
  });

  it('upgrades nothing on a page that came over plain http, where no https port answers', () => {
    const header = cspHeader({}, { plainHttp: true });
    expect(header).not.toContain('upgrade-insecure-requests');
    expect(header).toContain("frame-ancestors 'none'");
  });

  it('never weakens the hash-based script policy of the page', () => {
    for (const brand of [{}, everyVendor]) {
      const header = cspHeader(brand);
      // A second policy only narrows: without script-src/style-src/default-src here, the
      // page's <meta> policy with its hashes alone decides which scripts run.
      expect(directive(header, 'script-src')).toBeUndefined();
      expect(directive(header, 'style-src')).toBeUndefined();
      expect(directive(header, 'default-src')).toBeUndefined();
      expect(header).not.toMatch(/unsafe-(inline|eval)/);
    }
  });

  it('reports violations only where a report URL is set', () => {
    expect(cspHeader({})).not.toContain('report-');
    expect(cspHeader({}, { reportUrl: '/csp' })).toMatch(/report-uri \/csp; report-to \S+$/);
    expect(resourceCspHeader({ reportUrl: '/csp' })).toContain('report-uri /csp');
  });

  it('names vendor origins only for brands with their ids', () => {
    expect(cspHeader({})).not.toMatch(/https:/);
    expect(cspHeader({ consentManagerId: 'c' })).toContain(CONSENT);
    expect(cspHeader({ consentManagerId: 'c' })).not.toContain(TAG_MANAGER);
    expect(cspHeader(everyVendor)).toContain(PERSONALISATION);
  });
});
