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

/**
 * Cache policy by path prefix. Hashed assets never change; the release files must be seen
 * the moment a new release lands. The edge, `_headers` and nginx read this one table.
 */
export const cachePolicies = [
  { prefix: '/_astro/', value: 'public, max-age=31536000, immutable' },
  { prefix: '/builds/', value: 'no-cache' },
] as const;

/** HTML shells and everything else: always revalidated, so a release reaches every tab. */
export const DEFAULT_CACHE_POLICY = 'no-cache';

export function cacheControl(path: string): string {
  return cachePolicies.find((p) => path.startsWith(p.prefix))?.value ?? DEFAULT_CACHE_POLICY;
}
