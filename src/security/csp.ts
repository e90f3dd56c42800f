import { vendorOrigins } from '../analytics/vendors.ts';
import type { ClientBrand } from '../brand/schema.ts';

type DirectiveName =
  | 'default-src'
  | 'connect-src'
  | 'img-src'
  | 'font-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'manifest-src'
  | 'worker-src';
export type Directive = `${DirectiveName} ${string}`;

type CspBrand = Pick<ClientBrand, 'tagManager' | 'consentManagerId' | 'personalisationId'>;

/**
 * Directives of the page's CSP besides script-src/style-src, which Astro writes with
 * the hashes of the build into a <meta> tag. Third-party origins appear only for brands
 * that configure them.
 */
export function cspDirectives(brand: CspBrand): Directive[] {
  const vendors = vendorOrigins(brand);
  const extra = vendors.length ? ` ${vendors.join(' ')}` : '';
  return [
    "default-src 'self'",
    `connect-src 'self'${extra}`,
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `frame-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ] as Directive[];
}

/** script-src sources besides Astro's hashes. Never 'unsafe-inline' or 'unsafe-eval'. */
export function scriptSources(brand: CspBrand): string[] {
  return ["'self'", ...vendorOrigins(brand)];
}

/**
 * The CSP sent as an HTTP header. It carries what a <meta> CSP cannot express
 * (frame-ancestors) and repeats the fetch directives; script-src and style-src stay with
 * the per-page <meta> policy, so the header never weakens the hash-based script policy.
 */
export function cspHeader(brand: CspBrand): string {
  return [
    ...cspDirectives(brand).filter((d) => !d.startsWith('default-src')),
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}
