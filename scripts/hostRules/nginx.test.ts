import { describe, expect, it } from 'vitest';
import { resolveBrand } from '../../src/brand/resolve.ts';
import { storedLocaleRedirect, unofferedLocaleRedirect } from '../../src/i18n/localeRedirect.ts';
import { routes } from '../../src/routes.ts';
import { hasParams } from '../../src/routing/patterns.ts';
import { astroMetaPolicy, httpsGrade } from '../../src/security/testing.ts';
import { callLimits, JSON_MARGIN_BYTES } from '../../src/api/contract/bodyLimit.ts';
import { UPLOAD_MAX_BYTES } from '../../src/api/contract/termination.ts';
import { nginxBrandMap, nginxServer, PAGE_URI } from './nginx.ts';
import { paramRoutes } from './site.ts';
import { ayyildiz, brand, brands, o2, spice, TOKEN, TOKEN_HEX } from './testing.ts';

type MapBlock = { source: string; target: string; entries: [string, string][] };
const unquote = (s: string) => s.replace(/^"(.*)"$/, '$1');
const parse = (conf: string): MapBlock[] =>
  [...conf.matchAll(/map (\S+|"[^"]+") (\$\w+) \{\n([\s\S]*?)\n\}/g)].map((m) => ({
    source: unquote(m[1] ?? ''),
    target: m[2] ?? '',
    entries: (m[3] ?? '').split('\n').map((line) => {
      const [, key = '', value = ''] = line.trim().match(/^("[^"]*"|\S+) (.*);$/) ?? [];
      return [unquote(key), unquote(value)];
    }),
  }));

/** Evaluates the generated maps the way nginx does for one request. */
function evaluateMaps(conf: string, request: Record<string, string>) {
  const vars: Record<string, string> = { ...request };
  const expand = (text: string, groups: string[] = []) =>
    text.replace(
      /\$(\d+|\w+)/g,
      (_m, name: string) => (/^\d+$/.test(name) ? groups[Number(name)] : vars[name]) ?? '',
    );
  for (const map of parse(conf)) {
    const input = expand(map.source);
    let value: string | undefined;
    for (const [key, result] of map.entries) {
      if (key === 'default') continue;
      const match = key.startsWith('~*')
        ? input.match(new RegExp(key.slice(2), 'i'))
        : key.startsWith('~')
          ? input.match(new RegExp(key.slice(1)))
          : key === input
            ? [input]
            : null;
      if (match) {
        value = expand(result, [...match]);
        break;
      }
    }
    value ??= expand(map.entries.find(([key]) => key === 'default')?.[1] ?? '');
    vars[map.target.slice(1)] = value;
  }
  return vars;
}

describe('nginx server block', () => {
  const conf = nginxServer(o2, { root: '/var/www/o2', apiUpstream: 'http://api.internal:8080/' });

  /** Regex locations in order, with their body, as nginx tries them. */
  const regexLocationsOf = (text: string) =>
    [...text.matchAll(/location ~ "([^"]+)" \{\n([\s\S]*?)\n {2}\}/g)].map((m) => ({
      regex: new RegExp(m[1] ?? ''),
      body: m[2] ?? '',
    }));
  // Spice offers German and English: the location rules of a second language.
  const bilingual = nginxServer(spice, { root: '/var/www/spice' });
  const regexLocations = regexLocationsOf(bilingual);
  const served = (path: string) => regexLocations.find((l) => l.regex.test(path))?.body.trim();

  it('names the brand hosts, the root and the API upstream', () => {
    expect(conf).toContain('  server_name o2.localhost angebot.o2.example;');
    expect(conf).toContain('  root /var/www/o2;');
    expect(conf).toMatch(/location \/api\/ \{[\s\S]*?proxy_pass http:\/\/api\.internal:8080;/);
  });

  it('redirects http to https on the same host and serves TLS with the configured files', () => {
    const tls = nginxServer(o2, {
      certificate: '/etc/tls/{slug}.crt',
      certificateKey: '/etc/tls/{slug}.key',
    });
    // One block per host name: the redirect names the configured host, never the one sent.
    for (const host of o2.hosts)
      expect(tls).toMatch(
        new RegExp(
          `server \\{\\n {2}listen 80;\\n {2}listen \\[::\\]:80;\\n {2}server_name ${host.replace(/\./g, '\\.')};[^}]*return 301 https://\\$server_name\\$request_uri;\\n\\}`,
        ),
      );
    expect(tls).not.toContain('https://$host');
    expect(tls).toContain('  listen 443 ssl http2;');
    expect(tls).toContain('  ssl_certificate /etc/tls/o2.crt;');
    expect(tls).toContain('  ssl_certificate_key /etc/tls/o2.key;');
    expect(tls).toContain('  ssl_protocols TLSv1.2 TLSv1.3;');
    expect(nginxServer(o2, { httpsPort: 8443 })).toContain(
      'https://$server_name:8443$request_uri;',
    );
  });

  it('lets each call’s body through up to the contract’s limit for it, and nothing larger', () => {
    const limitOf = (path: string) => {
      const body = served(path) ?? conf.match(/location \/api\/ \{([^}]*)\}/)?.[1] ?? '';
      return Number(body.match(/client_max_body_size (\d+)k;/)?.[1]) * 1024;
    };
    const upload = limitOf(
      '/api/o2/contracttermination/upload/3b241101-e2bb-4255-8caf-4136c566a962',
    );
    expect(upload).toBeGreaterThanOrEqual(UPLOAD_MAX_BYTES);
    expect(upload).toBeLessThan(UPLOAD_MAX_BYTES + 1024 * 1024);
    for (const limit of callLimits) {
      const path = limit.path.replace(/:\w+/g, 'x'.repeat(22));
      const largest = Math.max(
        ...callLimits.filter((l) => l.path === limit.path).map((l) => l.maxBytes),
      );
      expect(limitOf(path), limit.path).toBe(largest);
    }
    expect(limitOf('/api/unknown/call')).toBe(JSON_MARGIN_BYTES);
    expect(served('/api/o2/contracttermination/upload/x')).toContain('@api_413_file');
    expect(served('/api/validation/o2/iban')).toMatch(/error_page 413 = @api_413;/);
  });

  it('names the site’s brand to the API in X-Brand, over what the client sent', () => {
    expect(conf).toContain('  proxy_set_header X-Brand o2;');
    expect(nginxServer(brand('aldi'))).toContain('  proxy_set_header X-Brand aldi;');
  });

  it('passes the address it saw, replacing what the client sent', () => {
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(conf).toContain('proxy_set_header X-Real-IP $remote_addr;');
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    expect(conf).not.toContain('set_real_ip_from');
    const behindCdn = nginxServer(o2, { trustedProxies: ['10.0.0.0/8'] });
    expect(behindCdn).toContain('  set_real_ip_from 10.0.0.0/8;');
  });

  it('logs neither query strings, referrers nor tokens, whatever characters they have', () => {
    const format = conf.match(/log_format o2_private ([\s\S]*?);\n/)?.[1] ?? '';
    expect(format).toContain('$o2_log_path');
    expect(format).not.toMatch(/\$(request|request_uri|args|query_string|http_referer|uri)\b/);
    const logged = (uri: string) => evaluateMaps(conf, { request_uri: uri })['o2_log_path'];
    const lower = 'abcdefghijklmnopqrstuv';
    for (const token of [TOKEN, TOKEN_HEX, lower, 'x%2Fy.z~!$&()*+,;=:@-1234567890'])
      expect(logged(`/angebot/${token}/login?data=secret`), token).toBe('/angebot/:token/login');
    expect(logged(`/en/idv/${lower}`)).toBe('/en/idv/:token');
    expect(logged(`/api/offer/documents/${lower}/${TOKEN_HEX}/Vertrag.pdf`)).toBe(
      '/api/offer/documents/:id/:documentId/:fileName',
    );
    expect(logged(`/api/o2/customer/details/${lower}`)).toBe('/api/:brand/customer/details/:id');
    expect(logged(`/unknown/${lower}/x`)).toBe('/unknown/:masked');
    expect(logged(`/${lower}`)).toBe('/:masked');
    expect(logged('/_astro/OfferScreen.DZx8fjk2abcdef.js')).toBe(
      '/_astro/OfferScreen.DZx8fjk2abcdef.js',
    );
    for (const path of routes.filter((r) => !hasParams(r)).map((r) => r.path))
      expect(logged(path), path).toBe(path);
  });

  it('answers unknown methods, oversized bodies and a silent API with JSON errors', () => {
    expect(conf).toMatch(
      /if \(\$request_method !~ "\^\(GET\|HEAD\|POST\|PUT\|PATCH\|DELETE\|OPTIONS\)\$"\) \{\n\s+return 405;/,
    );
    expect(conf).toContain('  proxy_read_timeout 30s;');
    expect(nginxServer(o2, { upstreamTimeoutSeconds: 2 })).toContain('  proxy_read_timeout 2s;');
    expect(conf).toContain('    return 504 "{\\"code\\":\\"UpstreamTimeout\\",');
    expect(conf).toContain('    error_page 413 = @api_413;');
  });

  it('serves the precompressed files, brotli where the module is there', () => {
    expect(conf).toContain('  gzip_static on;');
    expect(conf).toMatch(/# brotli_static on;/);
    expect(nginxServer(o2, { brotli: true })).toContain('\n  brotli_static on;');
  });

  it('scores A+ on the HTTP Observatory for pages and every other answer', () => {
    for (const b of brands) {
      const text = nginxServer(b);
      const tls = text.slice(text.lastIndexOf('\nserver {'));
      const literal = Object.fromEntries(
        [...tls.matchAll(/^ {2}add_header (\S+) "(.*)" always;$/gm)].map((m) => [m[1], m[2]]),
      );
      const csp = (kind: string) =>
        text.match(
          new RegExp(`map \\$sent_http_content_type \\$\\w+ \\{[\\s\\S]*?${kind} "(.*)";`),
        )?.[1];
      expect(tls).toMatch(/add_header Content-Security-Policy \$\w+_csp always;/);
      const page = httpsGrade(
        { ...literal, 'Content-Security-Policy': csp('"~\\^text/html"') ?? '' },
        [astroMetaPolicy(b)],
      );
      const resource = httpsGrade({ ...literal, 'Content-Security-Policy': csp('default') ?? '' });
      expect(page.grade, `${b.slug} page ${JSON.stringify(page.tests)}`).toBe('A+');
      expect(resource.grade, `${b.slug} resource ${JSON.stringify(resource.tests)}`).toBe('A+');
      expect(text).toMatch(/return 301 https:/);
    }
  });

  it('never stores API answers', () => {
    expect(conf).toContain('  "~^/api/" "no-store";');
    expect(conf).toContain('  proxy_hide_header Cache-Control;');
  });

  it('serves a valid token its shell, and a broken one its shell as a 404 that names the path', () => {
    expect(served(`/angebot/${TOKEN}/login`)).toBe(
      'try_files /angebot/_token_/login/index.html =404;',
    );
    expect(served(`/angebot/${TOKEN}/meine-daten/`)).toBe(
      'try_files /angebot/_token_/meine-daten/index.html =404;',
    );
    expect(served(`/en/angebot/${TOKEN}/login`)).toBe(
      'error_page 404 /en/404/index.html;\n    try_files /en/angebot/_token_/login/index.html =404;',
    );
    expect(served(`/angebot/preview/${TOKEN}`)).toBe(
      'try_files /angebot/preview/_token_/index.html =404;',
    );
    // The shell checks the rule itself (src/layouts/paramCheckScript.ts); a folder there is served.
    const broken = (shell: string) =>
      `error_page 404 ${shell};\n    try_files $uri $uri/index.html =404;`;
    expect(served('/angebot/short/login')).toBe(broken('/angebot/_token_/login/index.html'));
    expect(served(`/angebot/${'x'.repeat(300)}`)).toBe(broken('/angebot/_token_/index.html'));
    expect(served('/angebot/fehler')).toBe(broken('/angebot/_token_/index.html'));
    expect(served('/angebot/preview/x')).toBe(broken('/angebot/preview/_token_/index.html'));
    expect(served('/en/idv/x/abgelaufen/')).toBe(broken('/en/idv/_token_/abgelaufen/index.html'));
    expect(served('/angebot/a/b/c/d')).toBeUndefined();
    expect(bilingual).toContain('  error_page 404 /404.html;');
    expect(bilingual).toMatch(
      /location \/en\/ \{\n\s+error_page 404 \/en\/404\/index\.html;\n\s+try_files \$uri \$uri\/index\.html =404;/,
    );
    expect(bilingual).toMatch(/location \/ \{\n\s+try_files \$uri \$uri\/index\.html =404;/);
  });

  it('refuses shell folders and rule files, and serves the shells only from the token locations', () => {
    expect(served('/angebot/_token_/login')).toBe('internal;');
    expect(served('/en/idv/_token_')).toBe('error_page 404 /en/404/index.html;\n    internal;');
    expect(served('/_redirects')).toBe('return 404;');
  });

  it('has two locations per parameter route and language offered (valid, broken), none for the others', () => {
    for (const b of [o2, spice]) {
      const locations = regexLocationsOf(nginxServer(b));
      expect(
        locations.filter((l) => /try_files/.test(l.body)),
        b.slug,
      ).toHaveLength(2 * paramRoutes().length * b.availableLanguages.length);
    }
    expect(conf).not.toMatch(/location (~ "\^)?\/(en|tr)\//);
    expect(bilingual).not.toMatch(/location (~ "\^)?\/tr\//);
  });

  it('sends the languages a brand lacks to German and the stored one where offered, as the edge does', () => {
    const requests: [string, string][] = [
      ['', '/tr/angebot/abc?x=1'],
      ['', '/en/'],
      ['', '/en'],
      ['', '/en?x=1'],
      ['', '/tr/kuendigung/bestaetigung'],
      ['', '/tr/gibt-es-nicht'],
      ['', '/tr//evil.example'],
      ['', '/trabzon'],
      ['', '/en/angebot'],
      ['en', '/'],
      ['en', '/?x=1'],
      ['en', `/angebot/${TOKEN}/login?step=2`],
      ['en', '/en/angebot'],
      ['en', '/api/offer/abc'],
      ['en', '/_astro/app.js'],
      ['en', '/builds/latest.json'],
      ['de', '/angebot'],
      ['tr', '/angebot'],
      ['en', '/angebotx'],
    ];
    for (const b of [o2, spice, ayyildiz]) {
      const text = nginxServer(b);
      const v = b.slug.replace(/-/g, '_');
      for (const [cookie, uri] of requests) {
        const vars = evaluateMaps(text, { request_uri: uri, cookie_i18n_redirected: cookie });
        const [path = '', query = ''] = uri.split(/(?=\?)/);
        const expected =
          unofferedLocaleRedirect(path, query, b.availableLanguages) ??
          storedLocaleRedirect(path, query, cookie, b.availableLanguages) ??
          '';
        const got = vars[`${v}_unoffered_locale`] || vars[`${v}_stored_locale`] || '';
        // nginx keeps a trailing slash the edge drops: both serve the same folder.
        const folder = (target: string) => target.replace(/(.)\/(\?|$)/, '$1$2');
        expect(folder(got), `${b.slug} ${cookie}|${uri}`).toBe(folder(expected));
      }
    }
    expect(conf).toContain('  if ($o2_unoffered_locale) {\n    return 302 $o2_unoffered_locale;');
    expect(conf).not.toContain('$cookie_i18n_redirected');
    expect(bilingual).toContain(
      '  if ($spice_stored_locale) {\n    return 302 $spice_stored_locale;',
    );
  });

  it('tells caches that an unprefixed page depends on the locale cookie', () => {
    expect(bilingual).toContain('  add_header Vary $spice_vary_locale always;');
    const vary = (uri: string) =>
      evaluateMaps(bilingual, { request_uri: uri })['spice_vary_locale'];
    expect(vary('/angebot/abc')).toBe('Cookie');
    expect(vary('/')).toBe('Cookie');
    expect(vary('/en/angebot')).toBe('');
    expect(vary('/_astro/app.js')).toBe('');
    expect(conf).not.toContain('Vary');
  });

  it('matches exactly the page paths of the edge in its language rules', () => {
    const page = new RegExp(`^${PAGE_URI}$`);
    for (const uri of ['/', '/?a=1', '/angebot', '/angebot/x?y', '/idv/abc/', '/entry/novum'])
      expect(page.test(uri), uri).toBe(true);
    for (const uri of ['/api/x', '/_astro/a.js', '/builds/latest.json', '/angebotx', '//x', '/en/'])
      expect(page.test(uri), uri).toBe(false);
  });
});

describe('nginx brand map', () => {
  const conf = nginxBrandMap(brands);
  const cases = [
    { host: 'aldi.localhost', query: 'ortel', cookie: 'nova' },
    { host: 'shared.example', query: 'ORTEL', cookie: 'nova' },
    { host: 'shared.example', query: 'unknown', cookie: 'nova' },
    { host: 'shared.example', query: '', cookie: 'spice' },
    { host: 'shared.example', query: '', cookie: '' },
    { host: 'angebot.mobilfunk.example', query: '', cookie: '' },
  ];

  it.each(cases)('picks the same brand as resolveBrand for %o', ({ host, query, cookie }) => {
    const vars = evaluateMaps(conf, {
      host,
      arg_brand: query,
      cookie_brand: cookie,
      scheme: 'http',
    });
    const expected = resolveBrand(brands, { host, query, stored: cookie });
    expect(vars['telco_brand']).toBe(expected.brand.slug);
    expect(vars['telco_brand_cookie']).toBe(
      expected.source === 'query'
        ? `brand=${expected.brand.slug}; Path=/; Max-Age=31536000; SameSite=Lax`
        : '',
    );
  });

  it('marks the cookie Secure over https', () => {
    const vars = evaluateMaps(conf, {
      host: 'x',
      arg_brand: 'aldi',
      cookie_brand: '',
      scheme: 'https',
    });
    expect(vars['telco_brand_cookie']).toMatch(/; Secure$/);
  });
});
