import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBrands } from '../src/brand/registry.ts';
import { resolveBrand } from '../src/brand/resolve.ts';
import { hasParams, locales, localizePath, routes } from '../src/routes.ts';
import { cspHeader, resourceCspHeader } from '../src/security/csp.ts';
import { astroMetaPolicy, httpsGrade } from '../src/security/testing.ts';
import {
  HEADER_RULE_LIMIT,
  headersFile,
  nginxBrandMap,
  nginxServer,
  paramRoutes,
  redirectsFile,
  writeHostRules,
  writeNginxBrandMap,
} from './hostRules.ts';
import { notFoundFile } from '../src/shells.ts';
import { callLimits, JSON_MARGIN_BYTES } from '../src/api/contract/bodyLimit.ts';
import { UPLOAD_MAX_BYTES } from '../src/api/contract/termination.ts';

const brands = loadBrands();
const brand = (slug: string) => {
  const found = brands.find((b) => b.slug === slug);
  if (!found) throw new Error(`no brand ${slug}`);
  return found;
};
const o2 = brand('o2');
const TOKEN = 'Q2hlY2tUb2tlbjEyMzQ1Ng';
const TOKEN_HEX = '0123456789abcdef0123456789abcdef';

const ruleLines = (file: string) =>
  file.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

/** First `_redirects` rule that matches, as a host that applies rules before files does. */
function firstRule(file: string, path: string) {
  for (const line of ruleLines(file)) {
    const [from = '', to, status] = line.split(' ');
    const pattern = from
      .split('/')
      .map((s) => (s === '*' ? '.*' : s.startsWith(':') ? '[^/]+' : s.replace(/[.-]/g, '\\$&')))
      .join('/');
    if (new RegExp(`^${pattern}/?$`).test(path)) return `${to} ${status}`;
  }
  return undefined;
}

describe('_redirects', () => {
  const file = redirectsFile(o2);
  const lines = ruleLines(file);

  it('rewrites a token route to its shell with status 200, in every locale', () => {
    expect(lines).toContain('/angebot/:token/login /angebot/_token_/login/index.html 200');
    expect(lines).toContain('/en/angebot/:token/login /en/angebot/_token_/login/index.html 200');
    expect(lines).toContain('/tr/idv/:token/post-ident /tr/idv/_token_/post-ident/index.html 200');
    for (const route of routes.filter(hasParams)) {
      for (const locale of locales) {
        expect(lines.some((l) => l.startsWith(`${localizePath(route.path, locale)} `))).toBe(true);
      }
    }
  });

  it('puts static segments before parameters', () => {
    const at = (line: string) => lines.indexOf(line);
    const offer = at('/angebot/:token /angebot/_token_/index.html 200');
    expect(at('/angebot/fehler /angebot/fehler/index.html 200')).toBeLessThan(offer);
    expect(at('/angebot/preview/:token /angebot/preview/_token_/index.html 200')).toBeLessThan(
      at('/angebot/:token/login /angebot/_token_/login/index.html 200'),
    );
    expect(firstRule(file, '/angebot/fehler')).toBe('/angebot/fehler/index.html 200');
    expect(firstRule(file, `/angebot/preview/${TOKEN}`)).toBe(
      '/angebot/preview/_token_/index.html 200',
    );
    expect(firstRule(file, `/angebot/${TOKEN}`)).toBe('/angebot/_token_/index.html 200');
    expect(firstRule(file, `/en/idv/${TOKEN_HEX}/abgelaufen/`)).toBe(
      '/en/idv/_token_/abgelaufen/index.html 200',
    );
  });

  it('keeps shell folders unreachable and ends with the locale 404 pages', () => {
    expect(firstRule(file, '/angebot/_token_/login')).toBe('/404.html 404!');
    expect(firstRule(file, '/angebot/_token_')).toBe('/404.html 404!');
    expect(firstRule(file, '/en/idv/_token_/in-arbeit')).toBe('/en/404/index.html 404!');
    expect(firstRule(file, '/gibt-es-nicht')).toBe('/404.html 404');
    expect(firstRule(file, '/tr/gibt-es-nicht')).toBe('/tr/404/index.html 404');
    expect(lines.slice(-3)).toEqual([
      '/en/* /en/404/index.html 404',
      '/tr/* /tr/404/index.html 404',
      '/* /404.html 404',
    ]);
  });

  it('documents that the token rule is checked client-side there', () => {
    expect(file).toMatch(/cannot check the token\s+# rule/);
    expect(file).toContain('client-side 404 check');
  });
});

describe('_headers', () => {
  type Block = { pattern: string; headers: [string, string][] };
  const blocks = (file: string) => {
    const result: Block[] = [];
    for (const line of file.split('\n')) {
      if (line.startsWith('/')) result.push({ pattern: line, headers: [] });
      else if (line.startsWith('  ')) {
        const [name = '', ...value] = line.trim().split(': ');
        result.at(-1)?.headers.push([name, value.join(': ')]);
      }
    }
    return result;
  };
  /** Cloudflare/Netlify pattern match: `*` spans anything, `:name` one segment. */
  const matches = (pattern: string, path: string) =>
    new RegExp(
      `^${pattern
        .split('/')
        .map((s) => (s === '*' ? '.*' : s.startsWith(':') ? '[^/]+' : s.replace(/[.]/g, '\\.')))
        .join('/')}$`,
    ).test(path);
  /** The headers a host sends for a path: every matching rule, repeated names joined. */
  const headersFor = (file: string, path: string) => {
    const joined: Record<string, string[]> = {};
    for (const block of blocks(file).filter((b) => matches(b.pattern, path)))
      for (const [name, value] of block.headers) (joined[name] ??= []).push(value);
    return joined;
  };
  const file = headersFile(o2);
  const pages = [
    '/',
    '/404.html',
    '/angebot',
    '/angebot/',
    `/angebot/${TOKEN}/login`,
    `/en/angebot/${TOKEN}/zusammenfassung/`,
    '/tr/kuendigung',
    '/selfcarekuendigung/bestaetigung',
    '/email-ablehnung',
  ];
  const resources = ['/_astro/index.Bx3k9.js', '/_astro/a.css', '/builds/latest.json', '/api/x'];

  it('stays within the 100 rules Cloudflare Pages reads', () => {
    expect(blocks(file).length).toBeLessThanOrEqual(HEADER_RULE_LIMIT);
    for (const b of brands) expect(blocks(headersFile(b)).length).toBeLessThanOrEqual(100);
  });

  it('sends the shared security headers for every path', () => {
    const all = Object.fromEntries(blocks(file).find((b) => b.pattern === '/*')?.headers ?? []);
    expect(all['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains; preload');
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(all['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(all['Permissions-Policy']).toMatch(/^camera=\(\)/);
    expect(all['Content-Security-Policy']).toBeUndefined();
  });

  it('covers every page of every locale with one page policy and one cache rule', () => {
    const every = [
      ...pages,
      ...locales.flatMap((l) =>
        routes.map((r) => localizePath(r.path.replace(':token', TOKEN), l)),
      ),
    ];
    for (const path of every) {
      const headers = headersFor(file, path);
      expect(headers['Content-Security-Policy'], path).toEqual([cspHeader(o2)]);
      expect(headers['Cache-Control'], path).toEqual(['no-cache']);
    }
  });

  it('sends scripts, styles, release files and API answers a policy that allows nothing', () => {
    for (const path of resources) {
      expect(headersFor(file, path)['Content-Security-Policy'], path).toEqual([
        resourceCspHeader(),
      ]);
    }
    expect(headersFor(file, '/_astro/a.js')['Cache-Control']).toEqual([
      'public, max-age=31536000, immutable',
    ]);
    expect(headersFor(file, '/builds/latest.json')['Cache-Control']).toEqual(['no-cache']);
    expect(headersFor(file, '/api/offer/x')['Cache-Control']).toEqual(['no-store']);
  });

  it('scores A+ on the HTTP Observatory for pages and every other answer', () => {
    for (const b of brands) {
      const headersFile_ = headersFile(b);
      for (const path of pages) {
        const grade = httpsGrade(headersFor(headersFile_, path), [astroMetaPolicy(b)]);
        expect(grade.grade, `${b.slug} ${path}: ${JSON.stringify(grade.tests)}`).toBe('A+');
      }
      for (const path of resources) {
        const grade = httpsGrade(headersFor(headersFile_, path));
        expect(grade.grade, `${b.slug} ${path}: ${JSON.stringify(grade.tests)}`).toBe('A+');
      }
    }
  });

  it('lets the pages call an API on another origin and reports violations when asked', () => {
    const split = headersFile(o2, {
      apiBaseUrl: 'https://api.o2.example/',
      reportUrl: 'https://csp.o2.example/report',
    });
    const csp = headersFor(split, '/')['Content-Security-Policy']?.[0] ?? '';
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.o2\.example[ ;]/);
    expect(csp).toContain('report-uri https://csp.o2.example/report');
    expect(headersFor(split, '/')['Reporting-Endpoints']).toEqual([
      'csp-endpoint="https://csp.o2.example/report"',
    ]);
  });

  it('names vendor hosts only for brands that configure them', () => {
    const csp = (slug: string) =>
      headersFor(headersFile(brand(slug)), '/')['Content-Security-Policy']?.[0] ?? '';
    for (const slug of ['o2', 'aldi']) {
      expect(csp(slug)).toContain('https://www.googletagmanager.com');
      expect(csp(slug)).toContain('https://web.cmp.usercentrics.eu');
    }
    for (const slug of ['o2', 'ayyildiz']) expect(csp(slug)).toContain('https://cdn.kameleoon.io');
    expect(csp('aldi')).not.toContain('kameleoon');
    expect(csp('ayyildiz')).not.toContain('googletagmanager');
    expect(csp('aetka')).not.toMatch(/https:/);
  });
});

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
function evaluate(conf: string, request: Record<string, string>) {
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

describe('_redirects /api proxy', () => {
  it('forwards /api/* to the configured upstream before any other rule', () => {
    const lines = ruleLines(redirectsFile(o2, { apiUpstream: 'https://api.o2.example/' }));
    expect(lines[0]).toBe('/api/* https://api.o2.example/api/:splat 200');
    expect(
      firstRule(redirectsFile(o2, { apiUpstream: 'https://api.o2.example' }), '/api/offer/x'),
    ).toBe('https://api.o2.example/api/:splat 200');
  });

  it('has no proxy rule without an upstream', () => {
    expect(redirectsFile(o2)).not.toMatch(/^\/api\//m);
  });
});

describe('nginx server block', () => {
  const conf = nginxServer(o2, { root: '/var/www/o2', apiUpstream: 'http://api.internal:8080/' });

  /** Regex locations in order, with their body, as nginx tries them. */
  const regexLocations = [...conf.matchAll(/location ~ "([^"]+)" \{\n([\s\S]*?)\n {2}\}/g)].map(
    (m) => ({
      regex: new RegExp(m[1] ?? ''),
      body: m[2] ?? '',
    }),
  );
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
    const logged = (uri: string) => evaluate(conf, { request_uri: uri })['o2_log_path'];
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

  it('serves a valid token its shell and lets an invalid one fall through to the 404 page', () => {
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
    expect(served('/angebot/short/login')).toBeUndefined();
    expect(served(`/angebot/${'x'.repeat(300)}`)).toBeUndefined();
    expect(conf).toContain('  error_page 404 /404.html;');
    expect(conf).toMatch(
      /location \/en\/ \{\n\s+error_page 404 \/en\/404\/index\.html;\n\s+try_files \$uri \$uri\/index\.html =404;/,
    );
    expect(conf).toMatch(/location \/ \{\n\s+try_files \$uri \$uri\/index\.html =404;/);
  });

  it('refuses shell folders and rule files', () => {
    expect(served('/angebot/_token_/login')).toBe('return 404;');
    expect(served('/en/idv/_token_')).toBe('error_page 404 /en/404/index.html;\n    return 404;');
    expect(served('/_redirects')).toBe('return 404;');
  });

  it('has one location per parameter route and locale', () => {
    expect(regexLocations.filter((l) => /try_files/.test(l.body))).toHaveLength(
      paramRoutes().length * locales.length,
    );
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
    const vars = evaluate(conf, { host, arg_brand: query, cookie_brand: cookie, scheme: 'http' });
    const expected = resolveBrand(brands, { host, query, stored: cookie });
    expect(vars['telco_brand']).toBe(expected.brand.slug);
    expect(vars['telco_brand_cookie']).toBe(
      expected.source === 'query'
        ? `brand=${expected.brand.slug}; Path=/; Max-Age=31536000; SameSite=Lax`
        : '',
    );
  });

  it('marks the cookie Secure over https', () => {
    const vars = evaluate(conf, {
      host: 'x',
      arg_brand: 'aldi',
      cookie_brand: '',
      scheme: 'https',
    });
    expect(vars['telco_brand_cookie']).toMatch(/; Secure$/);
  });
});

describe('writeHostRules', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes _redirects and _headers into the brand folder and the nginx file beside it', () => {
    dir = mkdtempSync(join(tmpdir(), 'host-rules-'));
    mkdirSync(join(dir, 'o2'));
    const written = writeHostRules(o2, dir, { root: '/srv/o2' });
    expect(written).toEqual([
      join(dir, 'o2/_redirects'),
      join(dir, 'o2/_headers'),
      join(dir, 'o2.nginx.conf'),
    ]);
    expect(readFileSync(join(dir, 'o2/_redirects'), 'utf8')).toBe(redirectsFile(o2));
    expect(readFileSync(join(dir, 'o2/_headers'), 'utf8')).toBe(headersFile(o2));
    expect(readFileSync(join(dir, 'o2.nginx.conf'), 'utf8')).toContain('root /srv/o2;');
    expect(writeNginxBrandMap(brands, dir)).toBe(join(dir, 'brands.nginx.conf'));
    expect(existsSync(join(dir, 'brands.nginx.conf'))).toBe(true);
  });

  it('refuses a brand that has not been built', () => {
    dir = mkdtempSync(join(tmpdir(), 'host-rules-'));
    expect(() => writeHostRules(o2, dir)).toThrow(/build brand o2 first/);
  });
});

describe('notFoundFile', () => {
  it('names the 404 documents Astro emits', () => {
    expect(notFoundFile('de')).toBe('/404.html');
    expect(notFoundFile('en')).toBe('/en/404/index.html');
    expect(notFoundFile('tr')).toBe('/tr/404/index.html');
  });
});
