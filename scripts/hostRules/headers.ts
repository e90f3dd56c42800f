import { pageSegments } from '../../src/i18n/localeRedirect.ts';
import { defaultLocale, type Locale } from '../../src/routes.ts';
import { notFoundFile } from '../../src/shells.ts';
import {
  cacheControl,
  cachePolicies,
  commonSecurityHeaders,
  contentSecurityPolicy,
} from '../../src/security/headers.ts';
import type { CspSettings } from '../../src/security/csp.ts';
import { generatedNote, type HostBrand } from './site.ts';

/** `_headers` for the CDNs: the security headers, and the CSP and caching by path. */

/**
 * URL patterns that cover every HTML page and nothing else: the root, the 404 document,
 * and each first path segment of the route table (with and without what follows), the
 * prefixes of the languages offered included. Hashed assets and release files live under
 * other segments.
 */
export function pagePatterns(offered: readonly Locale[]): string[] {
  const first = new Set(pageSegments);
  for (const locale of offered) if (locale !== defaultLocale) first.add(locale);
  return [
    '/',
    notFoundFile(defaultLocale),
    '/404',
    ...[...first].flatMap((s) => [`/${s}`, `/${s}/*`]),
  ];
}

/** Path prefixes whose answers are no HTML page: they get the deny-all resource CSP. */
export const resourcePrefixes = cachePolicies.map((p) => p.prefix);

/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const HEADER_RULE_LIMIT = 100;

/**
 * `_headers`: the headers every answer shares on `/*`; the CSP and Cache-Control by path.
 * Both hosts join the values of a header set by several matching rules, so CSP and
 * Cache-Control each appear in rules that never overlap: one per page segment (the page
 * policy) and one per asset, release or API prefix (the resource policy). A path no rule
 * names (an unknown URL answered with the 404 page) keeps the page's <meta> policy.
 */
export function headersFile(brand: HostBrand, settings: CspSettings = {}): string {
  const block = (pattern: string, headers: Record<string, string>) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  const pageCsp = contentSecurityPolicy(brand, { ...settings, kind: 'page' });
  const resourceCsp = contentSecurityPolicy(brand, { ...settings, kind: 'resource' });
  const lines = [
    generatedNote('_headers', brand),
    '',
    ...block('/*', commonSecurityHeaders(settings)),
    ...cachePolicies.flatMap((p) =>
      block(`${p.prefix}*`, { 'Content-Security-Policy': resourceCsp, 'Cache-Control': p.value }),
    ),
    ...pagePatterns(brand.availableLanguages).flatMap((p) =>
      block(p, { 'Content-Security-Policy': pageCsp, 'Cache-Control': cacheControl(p) }),
    ),
  ];
  const rules = lines.filter((l) => l.startsWith('/')).length;
  if (rules > HEADER_RULE_LIMIT)
    throw new Error(`_headers has ${rules} rules; Cloudflare Pages reads ${HEADER_RULE_LIMIT}`);
  return `${lines.join('\n')}\n`;
}
