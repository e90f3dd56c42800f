import type { ClientBrand } from '../brand/schema.ts';
import { cspHeader } from './csp.ts';

type HeaderBrand = Pick<ClientBrand, 'tagManager' | 'consentManagerId' | 'personalisationId'>;

/**
 * Security headers for every response of a brand's site. The edge server, the generated
 * `_headers` file and the nginx server block all use this one list.
 */
export function securityHeaders(brand: HeaderBrand): Record<string, string> {
  return {
    'Content-Security-Policy': cspHeader(brand),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Tokens travel in paths: other origins get at most our origin, never the path.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Cache policy by path: hashed assets forever, HTML and release files always revalidated. */
export function cacheControl(path: string): string {
  if (path.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
