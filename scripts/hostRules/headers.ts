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
import type { CdnTarget } from './redirects.ts';
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
 * Both hosts join the values of a header set by several matching rules, so Cache-Control
 * appears in rules that never overlap: one per page segment and one per asset, release or
 * API prefix. An unknown URL, answered with the 404 page, matches only `/*`: for Cloudflare
 * Pages the page policy is there, and each resource rule detaches it (`! name`, applied in
 * file order; a line Netlify refuses) before setting the resource policy. Netlify's file
 * keeps the page policy on the page rules, so there a path no rule names has only the
 * page's <meta> policy.
 */
export function headersFile(
  brand: HostBrand,
  settings: CspSettings = {},
  target: CdnTarget = 'cloudflare-pages',
): string {
  const block = (pattern: string, headers: Record<string, string>, detached: string[] = []) => [
    pattern,
    ...detached.map((name) => `  ! ${name}`),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  const pageCsp = contentSecurityPolicy(brand, { ...settings, kind: 'page' });
  const resourceCsp = contentSecurityPolicy(brand, { ...settings, kind: 'resource' });
  const pages = target === 'cloudflare-pages';
  const lines = [
    generatedNote('_headers', brand),
    '',
    ...block('/*', {
      ...commonSecurityHeaders(settings),
      ...(pages ? { 'Content-Security-Policy': pageCsp } : {}),
    }),
    ...cachePolicies.flatMap((p) =>
      block(
        `${p.prefix}*`,
        { 'Content-Security-Policy': resourceCsp, 'Cache-Control': p.value },
        pages ? ['Content-Security-Policy'] : [],
      ),
    ),
    ...pagePatterns(brand.availableLanguages).flatMap((p) =>
      block(p, {
        ...(pages ? {} : { 'Content-Security-Policy': pageCsp }),
        'Cache-Control': cacheControl(p),
      }),
    ),
  ];
  const rules = lines.filter((l) => l.startsWith('/')).length;
  if (rules > HEADER_RULE_LIMIT)
    throw new Error(`_headers has ${rules} rules; Cloudflare Pages reads ${HEADER_RULE_LIMIT}`);
  return `${lines.join('\n')}\n`;
}
