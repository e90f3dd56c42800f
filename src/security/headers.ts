import type { ClientBrand } from '../brand/schema.ts';
import { CSP_REPORT_GROUP, cspHeader, resourceCspHeader, type CspSettings } from './csp.ts';

type HeaderBrand = Pick<ClientBrand, 'tagManager' | 'consentManagerId' | 'personalisationId'>;

/** An HTML page (its <meta> CSP carries the script hashes) or any other answer. */
export type AnswerKind = 'page' | 'resource';

export interface HeaderSettings extends CspSettings {
  kind?: AnswerKind;
}

/** HSTS as the preload list requires it: a year, subdomains, and the preload token. */
export const HSTS = 'max-age=31536000; includeSubDomains; preload';

/**
 * Headers every answer of a brand's site gets, whatever its type. The edge server, the
 * generated `_headers` file and the nginx server block all use this one list.
 */
export function commonSecurityHeaders(settings: CspSettings = {}): Record<string, string> {
  return {
    'Strict-Transport-Security': HSTS,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Tokens travel in paths: other origins get at most our origin, never the path.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Nothing of the site is meant to be embedded by another origin.
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(settings.reportUrl
      ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${settings.reportUrl}"` }
      : {}),
  };
}

/** The CSP header of an answer: the page policy for HTML, a deny-all one for the rest. */
export function contentSecurityPolicy(brand: HeaderBrand, settings: HeaderSettings = {}): string {
  return settings.kind === 'resource' ? resourceCspHeader(settings) : cspHeader(brand, settings);
}

/** Every security header of one answer (an HTML page unless `kind` says otherwise). */
export function securityHeaders(
  brand: HeaderBrand,
  settings: HeaderSettings = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(brand, settings),
    ...commonSecurityHeaders(settings),
  };
}

/**
 * Cache policy by path prefix. Hashed assets never change; the release files must be seen
 * the moment a new release lands; API answers carry personal data and are never stored
 * (ASVS 14.3.2). The edge, `_headers` and nginx read this one table.
 */
export const cachePolicies = [
  { prefix: '/_astro/', value: 'public, max-age=31536000, immutable' },
  { prefix: '/builds/', value: 'no-cache' },
  { prefix: '/api/', value: 'no-store' },
] as const;

/** HTML shells and everything else: always revalidated, so a release reaches every tab. */
export const DEFAULT_CACHE_POLICY = 'no-cache';

export function cacheControl(path: string): string {
  return cachePolicies.find((p) => path.startsWith(p.prefix))?.value ?? DEFAULT_CACHE_POLICY;
}
