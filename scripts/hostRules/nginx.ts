import { BRAND_COOKIE } from '../../src/brand/resolve.ts';
import { LOCALE_COOKIE } from '../../src/i18n/localeCookie.ts';
import { pageSegments, storableLocales } from '../../src/i18n/localeRedirect.ts';
import { defaultLocale, locales, type Locale, type RouteDef } from '../../src/routes.ts';
import { routesBySpecificity } from '../../src/routing/match.ts';
import { isParam, localizePath, segmentsOf as segments } from '../../src/routing/paths.ts';
import { hasParams, routeRegex, shellPath, SHELL_PLACEHOLDER } from '../../src/routing/patterns.ts';
import { notFoundFile, shellFile } from '../../src/shells.ts';
import {
  cachePolicies,
  commonSecurityHeaders,
  contentSecurityPolicy,
  DEFAULT_CACHE_POLICY,
} from '../../src/security/headers.ts';
import type { CspSettings } from '../../src/security/csp.ts';
import { callLimits, JSON_MARGIN_BYTES } from '../../src/api/contract/bodyLimit.ts';
import { BRAND_HEADER } from '../../src/api/contract/headers.ts';
import { API_METHODS, edgeErrors, type EdgeErrorName } from '../edgeErrors.ts';
import { nginxSettings, type NginxSettings } from '../settings.ts';
import { resourcePrefixes } from './headers.ts';
import {
  paramRoutes,
  generatedNote,
  prefixedFirst,
  unofferedLocales,
  type HostBrand,
} from './site.ts';

/**
 * nginx config: a brand's server (the same rules as the CDNs', its access log, TLS and the
 * API proxy), the catch-all server for unknown hosts, and the brand maps of a shared host.
 */

/** Shell URL of a route in a locale, as the file nginx serves (`/en/angebot/_token_/index.html`). */
const shellDocument = (route: RouteDef, locale: Locale) =>
  `/${shellFile(localizePath(shellPath(route), locale))}`;

export interface NginxOptions extends Partial<NginxSettings>, CspSettings {
  /** Base URL of the API; `/api/…` is forwarded there with its path unchanged. */
  apiUpstream?: string;
}

/** Quoted nginx string (regexes with `{…}`, header values); nginx keeps `\-` escapes as written. */
const q = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Quoted regex: backslashes stay as written, so `\|` reaches PCRE. */
const qr = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** nginx variable names allow no hyphen. */
const varName = (slug: string) => slug.replace(/-/g, '_');

const localePrefixRegex = (locale: Locale) => (locale === defaultLocale ? '^/' : `^/${locale}/`);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/angebot/:token/login` as a regex: a parameter is one segment of any characters. */
const templateRegex = (path: string) =>
  segments(path)
    .map((s) => (isParam(s) ? '[^/]+' : escapeRegex(s)))
    .join('/');

/** The contract's paths, those with more fixed segments first: the first that matches is the call's. */
const apiPathsBySpecificity = () =>
  [...new Set(callLimits.map((l) => l.path))].sort(
    (a, b) =>
      segments(b).filter((s) => !isParam(s)).length - segments(a).filter((s) => !isParam(s)).length,
  );

const localeGroup = `((?:${locales.filter((l) => l !== defaultLocale).join('|')})/)?`;

/**
 * How a path is written to the access log: the route table's and the API's parameters
 * (tokens, ids, file names) as their names, whatever characters they hold; static pages
 * as they are. Regex and logged form, most specific first.
 */
export function logTemplates(rawPath: string): [string, string][] {
  const pages = routesBySpecificity.map((route): [string, string] => [
    `^/${localeGroup}${templateRegex(route.path)}/?$`,
    hasParams(route) ? `/$1${segments(route.path).join('/')}` : rawPath,
  ]);
  const api = apiPathsBySpecificity().map((path): [string, string] => [
    `^/${templateRegex(path)}$`,
    path,
  ]);
  return [...pages, ...api];
}

/** A path segment of 16+ characters of any kind: the least a token has (src/routes.ts TOKEN_RULE). */
export const LONG_SEGMENT = '[^/]{16,}';

const withSlug = (pattern: string, slug: string) => pattern.replaceAll('{slug}', slug);

/**
 * A page path of src/i18n/localeRedirect.ts `isPagePath` as it starts a raw request URI: the
 * root, or a page segment and what follows it, either with a query.
 */
export const PAGE_URI = `/(?:(?:${pageSegments.join('|')})(?:[/?].*)?|\\?.*)?`;

/**
 * The language rules of src/i18n/localeRedirect.ts for one brand's nginx server: `map`
 * blocks for the `http { }` context and the server-level lines that use them. On the raw
 * request URI, so the redirect keeps the path and query exactly as the client sent them.
 */
function nginxLocaleRules(brand: HostBrand): { maps: string[]; server: string[] } {
  const v = varName(brand.slug);
  const unoffered = unofferedLocales(brand.availableLanguages);
  const storable = storableLocales(brand.availableLanguages);
  const maps: string[] = [];
  const server: string[] = [];
  if (unoffered.length) {
    const prefix = `/(?:${unoffered.join('|')})`;
    maps.push(
      '# A language this brand does not offer: its German page, same path and query.',
      `map $request_uri $${v}_unoffered_locale {`,
      '  default "";',
      `  ${qr(`~^${prefix}(${PAGE_URI})$`)} $1;`,
      `  ${qr(`~^${prefix}(\\?.*)?$`)} /$1;`,
      '}',
      '',
    );
    server.push(`  if ($${v}_unoffered_locale) {`, `    return 302 $${v}_unoffered_locale;`, '  }');
  }
  if (storable.length) {
    maps.push(
      `# The stored language (cookie ${LOCALE_COOKIE}, SPEC §9) on a page without a language`,
      "# prefix: that language's page. The answer depends on the cookie: caches must know it.",
      `map "$cookie_${LOCALE_COOKIE}|$request_uri" $${v}_stored_locale {`,
      '  default "";',
      `  ${qr(`~^(${storable.join('|')})\\|(${PAGE_URI})$`)} /$1$2;`,
      '}',
      `map $request_uri $${v}_vary_locale {`,
      '  default "";',
      `  ${qr(`~^${PAGE_URI}$`)} Cookie;`,
      '}',
      '',
    );
    server.push(
      `  add_header Vary $${v}_vary_locale always;`,
      `  if ($${v}_stored_locale) {`,
      `    return 302 $${v}_stored_locale;`,
      '  }',
    );
  }
  return { maps, server };
}

/**
 * nginx config for one brand, to include in the `http { }` context: the http→https
 * redirect and the TLS server. A parameter route's location matches only a valid token
 * (the same regex as `routeRegex`), so an invalid token falls through to the static files
 * and gets the locale's 404 page. The access log has neither query strings nor tokens.
 */
export function nginxServer(brand: HostBrand, options: NginxOptions = {}): string {
  const settings = { ...nginxSettings({}), ...options };
  const { apiUpstream = 'http://127.0.0.1:4322' } = options;
  const v = varName(brand.slug);
  const cacheVar = `$${v}_cache_control`;
  const cspVar = `$${v}_csp`;
  const logPath = `$${v}_log_path`;
  const errorPage = (locale: Locale) => `error_page 404 ${notFoundFile(locale)};`;
  const listen = (port: number, extra = '') => [
    `  listen ${port}${extra};`,
    `  listen [::]:${port}${extra};`,
  ];
  const apiError = (name: EdgeErrorName) => {
    const { status, body } = edgeErrors[name];
    return [
      `  location @api_${status}${name === 'FileTooLarge' ? '_file' : ''} {`,
      '    default_type application/json;',
      `    return ${status} ${q(JSON.stringify(body))};`,
      '  }',
    ];
  };
  /** The proxy settings every /api location shares (server level, so each inherits them). */
  const apiProxySettings = [
    '  # /api/*: how every API location forwards.',
    '  proxy_http_version 1.1;',
    '  # The API by its own name, as TLS server name (SNI) and Host: a server with several names',
    "  # answers as the API, not with its default. The site's host goes in X-Forwarded-Host.",
    '  proxy_set_header Host $proxy_host;',
    '  proxy_ssl_server_name on;',
    "  # Customers' data only to an API whose certificate, for that name, chains to a trusted",
    "  # CA (through up to three intermediates: nginx's default of one refuses longer chains).",
    '  proxy_ssl_verify on;',
    `  proxy_ssl_trusted_certificate ${settings.upstreamCa};`,
    '  proxy_ssl_verify_depth 3;',
    '  # nginx 1.22 offers TLSv1.3 to an upstream only when asked; an API may take nothing older.',
    '  proxy_ssl_protocols TLSv1.2 TLSv1.3;',
    '  # The address nginx saw replaces whatever the client claimed.',
    '  proxy_set_header X-Forwarded-For $remote_addr;',
    '  proxy_set_header X-Real-IP $remote_addr;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    '  proxy_set_header X-Forwarded-Host $host;',
    '  proxy_set_header Forwarded "";',
    '  # The brand of this site, over whatever the client sent: the API binds calls to it.',
    `  proxy_set_header ${BRAND_HEADER} ${brand.slug};`,
    '  proxy_connect_timeout 5s;',
    `  proxy_send_timeout ${settings.upstreamTimeoutSeconds}s;`,
    `  proxy_read_timeout ${settings.upstreamTimeoutSeconds}s;`,
    '  proxy_hide_header Cache-Control;',
  ];
  /** One /api location: the proxy, with the largest body the calls on its path allow. */
  const apiLocation = (match: string, maxBytes: number, upload: boolean) => [
    `  location ${match} {`,
    `    client_max_body_size ${Math.ceil(maxBytes / 1024)}k;`,
    `    if ($request_method !~ ${qr(`^(${API_METHODS.join('|')})$`)}) {`,
    '      return 405;',
    '    }',
    `    proxy_pass ${apiUpstream.replace(/\/$/, '')};`,
    '    error_page 405 = @api_405;',
    `    error_page 413 = @api_413${upload ? '_file' : ''};`,
    '    error_page 502 503 = @api_502;',
    '    error_page 504 = @api_504;',
    '  }',
  ];
  /**
   * The API: one location per path of the contract, most specific first, with the largest
   * body its calls take (src/api/contract/bodyLimit.ts); any other /api path takes no more
   * than a call without body.
   */
  const apiLocations = () => {
    const byPath = new Map<string, { maxBytes: number; upload: boolean }>();
    for (const l of callLimits) {
      const known = byPath.get(l.path);
      byPath.set(l.path, {
        maxBytes: Math.max(known?.maxBytes ?? 0, l.maxBytes),
        upload: (known?.upload ?? false) || l.upload,
      });
    }
    return [
      '  # The largest body each call of the contract takes; a JSON error above it.',
      ...apiLocation('/api/', JSON_MARGIN_BYTES, false),
      ...apiPathsBySpecificity().flatMap((path) => {
        const { maxBytes = JSON_MARGIN_BYTES, upload = false } = byPath.get(path) ?? {};
        return apiLocation(`~ ${qr(`^/${templateRegex(path)}$`)}`, maxBytes, upload);
      }),
    ];
  };
  const common = commonSecurityHeaders(options);
  const languages = nginxLocaleRules(brand);
  const out: string[] = [
    generatedNote('nginx config', brand),
    '',
    ...languages.maps,
    '# Access log without query strings (?data=…), referrers or tokens. Paths of the route',
    '# table and the API are logged with their parameters named (/angebot/:token/login), what',
    '# ever characters a token has; any other path with a segment of 16+ characters keeps only',
    '# its first segment. $request_uri is what the client asked for ($uri changes with',
    '# try_files), minus the query.',
    `map $request_uri ${logPath}_0 {`,
    `  ${qr('~^([^?]*)')} $1;`,
    '}',
    `map ${logPath}_0 ${logPath}_other {`,
    `  ${qr(
      `~^/(?:${resourcePrefixes
        .filter((p) => p !== '/api/')
        .map((p) => escapeRegex(p.slice(1)))
        .join('|')})`,
    )} ${logPath}_0;`,
    `  ${qr(`~^(/[^/]{1,15})/(?:.*/)?${LONG_SEGMENT}`)} "$1/:masked";`,
    `  ${qr(`~^/${LONG_SEGMENT}`)} "/:masked";`,
    `  default ${logPath}_0;`,
    '}',
    `map ${logPath}_0 ${logPath} {`,
    ...logTemplates(`${logPath}_0`).map(([regex, value]) => `  ${qr(`~${regex}`)} ${q(value)};`),
    `  default ${logPath}_other;`,
    '}',
    `log_format ${v}_private '$remote_addr [$time_local] "$request_method ${logPath}" '`,
    "  '$status $body_bytes_sent $request_time upstream=$upstream_status';",
    '',
    '# Cache-Control by path: hashed assets forever, API answers never stored.',
    `map $uri ${cacheVar} {`,
    `  default ${q(DEFAULT_CACHE_POLICY)};`,
    ...cachePolicies.map((p) => `  ${qr(`~^${p.prefix}`)} ${q(p.value)};`),
    '}',
    '',
    '# CSP by answer type: HTML pages get the page policy (their <meta> adds the script',
    '# hashes); scripts, styles, JSON and PDFs a policy that allows nothing.',
    `map $sent_http_content_type ${cspVar} {`,
    `  ${qr('~^text/html')} ${q(contentSecurityPolicy(brand, { ...options, kind: 'page' }))};`,
    `  default ${q(contentSecurityPolicy(brand, { ...options, kind: 'resource' }))};`,
    '}',
    '',
    '# http → https on the same host: one block per name, so the address comes from the',
    '# config ($server_name), never from the Host a client sent.',
    ...brand.hosts.flatMap((host) => [
      'server {',
      ...listen(settings.httpPort),
      `  server_name ${host};`,
      '  server_tokens off;',
      `  access_log ${withSlug(settings.accessLog, brand.slug)} ${v}_private;`,
      `  return 301 https://$server_name${settings.httpsPort === 443 ? '' : `:${settings.httpsPort}`}$request_uri;`,
      '}',
      '',
    ]),
    'server {',
    ...listen(settings.httpsPort, ' ssl http2'),
    `  server_name ${brand.hosts.join(' ')};`,
    `  ssl_certificate ${withSlug(settings.certificate, brand.slug)};`,
    `  ssl_certificate_key ${withSlug(settings.certificateKey, brand.slug)};`,
    '  ssl_protocols TLSv1.2 TLSv1.3;',
    '  ssl_prefer_server_ciphers off;',
    `  ssl_session_cache shared:${v}_tls:10m;`,
    '  ssl_session_tickets off;',
    `  root ${withSlug(settings.root, brand.slug)};`,
    '  charset utf-8;',
    '  server_tokens off;',
    `  access_log ${withSlug(settings.accessLog, brand.slug)} ${v}_private;`,
    '  # nginx writes the request line (tokens, query strings) into each error-level line,',
    "  # an upstream's failure included: that is read from the access log's upstream status.",
    `  error_log ${withSlug(settings.errorLog, brand.slug)} crit;`,
    '  log_not_found off;',
    "  # Redirects name a path, never this server's own name and port.",
    '  absolute_redirect off;',
    ...(settings.trustedProxies.length
      ? [
          '  # A proxy or CDN in front: the client address is the last one it did not add.',
          ...settings.trustedProxies.map((p) => `  set_real_ip_from ${p};`),
          '  real_ip_header X-Forwarded-For;',
          '  real_ip_recursive on;',
        ]
      : []),
    '',
    '  # The build writes .gz and .br files beside each asset.',
    '  gzip_static on;',
    settings.brotli
      ? '  brotli_static on;'
      : '  # brotli_static on;  # needs the ngx_brotli module; generate with NGINX_BROTLI=1',
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_min_length 1024;',
    '  gzip_types application/json;',
    '',
    ...Object.entries(common).map(([name, value]) => `  add_header ${name} ${q(value)} always;`),
    `  add_header Content-Security-Policy ${cspVar} always;`,
    `  add_header Cache-Control ${cacheVar} always;`,
    '',
    ...(languages.server.length
      ? ['  # Languages: see the maps above (src/i18n/localeRedirect.ts).', ...languages.server, '']
      : []),
    ...apiProxySettings,
    '',
    `  ${errorPage(defaultLocale)}`,
    "  # TRACE and other methods nginx refuses itself: the API's error shape, not nginx's page.",
    '  error_page 405 = @api_405;',
    '',
    ...apiLocations(),
    ...apiError('MethodNotAllowed'),
    ...apiError('PayloadTooLarge'),
    ...apiError('FileTooLarge'),
    ...apiError('UpstreamUnavailable'),
    ...apiError('UpstreamTimeout'),
    '',
    '  # Shell folders and CDN rule files are build artefacts, not addresses: a request for one',
    '  # is a 404; the shells are served only from the token locations below.',
  ];
  const offered = prefixedFirst(brand.availableLanguages);
  for (const locale of offered) {
    const prefix = localePrefixRegex(locale);
    out.push(`  location ~ ${qr(`${prefix}(.*/)?${SHELL_PLACEHOLDER}(/|$)`)} {`);
    if (locale !== defaultLocale) out.push(`    ${errorPage(locale)}`);
    out.push('    internal;', '  }');
  }
  out.push('  location ~ "^/_(redirects|headers)$" {', '    return 404;', '  }');
  for (const locale of brand.availableLanguages) {
    const prefix = localePrefixRegex(locale);
    out.push('', `  # ${locale}: a valid token is served its route shell, the URL stays.`);
    for (const route of paramRoutes()) {
      const regex = routeRegex(route).replace(/^\^\//, prefix);
      out.push(`  location ~ ${qr(regex)} {`);
      if (locale !== defaultLocale) out.push(`    ${errorPage(locale)}`);
      out.push(`    try_files ${shellDocument(route, locale)} =404;`, '  }');
    }
    out.push(
      `  # ${locale}: a token that breaks the rule gets its route shell as a 404, which shows`,
      "  # 'Page Not Found: {path}' (src/layouts/paramCheckScript.ts); a folder the build has",
      '  # there (/angebot/fehler) is served as usual.',
    );
    for (const route of paramRoutes()) {
      out.push(
        `  location ~ ${qr(`${prefix}${templateRegex(route.path)}/?$`)} {`,
        `    error_page 404 ${shellDocument(route, locale)};`,
        '    try_files $uri $uri/index.html =404;',
        '  }',
      );
    }
  }
  out.push('', '  # Static files; a folder serves its index.html.');
  for (const locale of offered) {
    const prefix = locale === defaultLocale ? '/' : `/${locale}/`;
    out.push(`  location ${prefix} {`);
    if (locale !== defaultLocale) out.push(`    ${errorPage(locale)}`);
    out.push('    try_files $uri $uri/index.html =404;', '  }');
  }
  out.push('}');
  return `${out.join('\n')}\n`;
}

/**
 * The server for every name no brand has (an unknown `Host` or TLS server name): the TLS
 * handshake is refused and plain http closed without an answer (444), so no brand's site
 * answers for a stranger's domain. Once per nginx (each brand's file may not carry it).
 */
export function nginxDefaultServer(options: Partial<NginxSettings> = {}): string {
  const { httpPort, httpsPort } = { ...nginxSettings({}), ...options };
  return [
    '# Catch-all for unknown host names. Generated by scripts/hostRules.ts; include it once.',
    'server {',
    `  listen ${httpPort} default_server;`,
    `  listen [::]:${httpPort} default_server;`,
    `  listen ${httpsPort} ssl default_server;`,
    `  listen [::]:${httpsPort} ssl default_server;`,
    '  server_name _;',
    '  ssl_reject_handshake on;',
    '  access_log off;',
    '  return 444;',
    '}',
    '',
  ].join('\n');
}

/**
 * nginx `map` blocks choosing the brand when ONE host serves every brand. Same order as
 * `resolveBrand()` (src/brand/resolve.ts): host name, then `?brand=`, then the `brand`
 * cookie, then the first brand of the list. Include it in `http { }` and use it in the
 * shared server block:
 *
 *   root /srv/www/$telco_brand;
 *   add_header Set-Cookie $telco_brand_cookie always;   # remembers a brand picked by ?brand=
 *
 * The per-brand security headers then come from the brand's own server block file, or from
 * a `map $telco_brand` of them; a shared host is for previews, brand domains use nginxServer().
 */
export function nginxBrandMap(brands: readonly Pick<HostBrand, 'slug' | 'hosts'>[]): string {
  const first = brands[0];
  if (!first) throw new Error('nginxBrandMap needs at least one brand');
  const bySlug = (variable: string, name: string) => [
    `map ${variable} ${name} {`,
    '  default "";',
    ...brands.map((b) => `  ${q(`~*^${b.slug}$`)} ${b.slug};`),
    '}',
  ];
  const out = [
    '# Brand selection on a shared host. Generated by scripts/hostRules.ts from brands/*/brand.json.',
    '# Order as resolveBrand(): host name, ?brand=, cookie `brand`, then the first brand.',
    'map $host $telco_brand_by_host {',
    '  default "";',
    ...brands.flatMap((b) => b.hosts.map((h) => `  ${q(h)} ${b.slug};`)),
    '}',
    ...bySlug('$arg_brand', '$telco_brand_by_query'),
    ...bySlug(`$cookie_${BRAND_COOKIE}`, '$telco_brand_by_cookie'),
    'map "$telco_brand_by_host|$telco_brand_by_query|$telco_brand_by_cookie" $telco_brand {',
    '  "~^([a-z0-9-]+)\\|" $1;',
    '  "~^\\|([a-z0-9-]+)\\|" $1;',
    '  "~^\\|\\|([a-z0-9-]+)$" $1;',
    `  default ${first.slug};`,
    '}',
    'map $scheme $telco_cookie_secure {',
    '  default "";',
    '  https "; Secure";',
    '}',
    'map "$telco_brand_by_host|$telco_brand_by_query" $telco_brand_cookie {',
    `  "~^\\|([a-z0-9-]+)$" "${BRAND_COOKIE}=$1; Path=/; Max-Age=31536000; SameSite=Lax$telco_cookie_secure";`,
    '  default "";',
    '}',
  ];
  return `${out.join('\n')}\n`;
}
