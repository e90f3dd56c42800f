import { pageVendorOrigins, vendorOrigins } from '../analytics/vendors.ts';
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

/** Deployment settings the policy depends on (all optional; see README "Settings"). */
export interface CspSettings {
  /** `PUBLIC_API_BASE_URL`: an absolute URL on another origin must be allowed in connect-src. */
  apiBaseUrl?: string | undefined;
  /** `CSP_REPORT_URL`: where browsers report violations; no reporting when unset. */
  reportUrl?: string | undefined;
  /**
   * The page came over plain http (the local edge, a QA host on a LAN, an http preview):
   * no `upgrade-insecure-requests` then. WebKit upgrades even loopback requests, so every
   * same-origin script and API call went to an https port nothing answers. Over https,
   * HSTS keeps the site there; the generated host rules serve https only.
   */
  plainHttp?: boolean | undefined;
}

/** Name of the reporting endpoint in `Reporting-Endpoints` and `report-to`. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** Origin of an absolute API base URL; nothing for a relative one (same origin). */
export function apiOrigin(apiBaseUrl: string | undefined): string | undefined {
  if (!apiBaseUrl) return undefined;
  try {
    const url = new URL(apiBaseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Directives of the page's CSP besides script-src/style-src, which Astro writes with
 * the hashes of the build into a <meta> tag. Third-party origins appear only for brands
 * that configure them.
 */
export function cspDirectives(brand: CspBrand, settings: CspSettings = {}): Directive[] {
  const vendors = vendorOrigins(brand);
  const extra = vendors.length ? ` ${vendors.join(' ')}` : '';
  const api = apiOrigin(settings.apiBaseUrl);
  return [
    "default-src 'self'",
    `connect-src 'self'${api ? ` ${api}` : ''}${extra}`,
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

/**
 * script-src sources of every page besides Astro's hashes. Never 'unsafe-inline' or
 * 'unsafe-eval'. The personalisation origin serves anyone's scripts: only the pages that
 * load it allow it (Layout.astro adds it there, `personalisationOrigins`).
 */
export function scriptSources(brand: CspBrand): string[] {
  return ["'self'", ...pageVendorOrigins(brand)];
}

/** Directives a <meta> policy cannot carry: reporting goes in the header only. */
const reporting = (settings: CspSettings): string[] =>
  settings.reportUrl ? [`report-uri ${settings.reportUrl}`, `report-to ${CSP_REPORT_GROUP}`] : [];

/**
 * The CSP sent as an HTTP header with an HTML page. It carries what a <meta> CSP cannot
 * express (frame-ancestors, reporting) and repeats the fetch directives; script-src,
 * style-src and default-src stay with the per-page <meta> policy, so the header never
 * weakens the hash-based script policy (both policies apply; a resource must pass each).
 */
export function cspHeader(brand: CspBrand, settings: CspSettings = {}): string {
  return [
    ...cspDirectives(brand, settings).filter((d) => !d.startsWith('default-src')),
    "frame-ancestors 'none'",
    ...(settings.plainHttp ? [] : ['upgrade-insecure-requests']),
    ...reporting(settings),
  ].join('; ');
}

/**
 * The CSP of every answer that is not an HTML page (scripts, styles, JSON, PDFs): such a
 * document, opened directly, may load and run nothing and be framed nowhere.
 */
export function resourceCspHeader(settings: CspSettings = {}): string {
  return [
    "default-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    ...reporting(settings),
  ].join('; ');
}
