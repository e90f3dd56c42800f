import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBrands } from '../src/brand/registry.ts';
import { resolveBrand } from '../src/brand/resolve.ts';
import { storedLocaleRedirect, unofferedLocaleRedirect } from '../src/i18n/localeRedirect.ts';
import { locales, routes } from '../src/routes.ts';
import { localizePath, splitLocale } from '../src/routing/paths.ts';
import { hasParams } from '../src/routing/patterns.ts';
import { cspHeader, resourceCspHeader } from '../src/security/csp.ts';
import { astroMetaPolicy, httpsGrade } from '../src/security/testing.ts';
import {
  cdnTargets,
  DYNAMIC_REDIRECT_LIMIT,
  HEADER_RULE_LIMIT,
  headersFile,
  nginxBrandMap,
  nginxServer,
  PAGE_URI,
  paramRoutes,
  redirectsFile,
  redirectsTarget,
  writeHostRules,
  writeNginxBrandMap,
  type HostBrand,
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
// German only; German and English; German and Turkish.
const o2 = brand('o2');
const spice = brand('spice');
const ayyildiz = brand('ayyildiz');
const TOKEN = 'Q2hlY2tUb2tlbjEyMzQ1Ng';
const TOKEN_HEX = '0123456789abcdef0123456789abcdef';

const ruleLines = (file: string) =>
  file.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

/** `_redirects` pattern as a regex: `*` spans the rest (the splat), `:name` one segment. */
const rulePattern = (from: string) =>
  new RegExp(
    `^${from
      .split('/')
      .map((s) => (s === '*' ? '(.*)' : s.startsWith(':') ? '[^/]+' : s.replace(/[.-]/g, '\\$&')))
      .join('/')}/?$`,
  );

/** First `_redirects` rule that matches, as a host that applies rules before files does. */
function firstRule(file: string, path: string) {
  for (const line of ruleLines(file)) {
    const [from = '', to, status] = line.split(' ');
    if (rulePattern(from).test(path)) return `${to} ${status}`;
  }
  return undefined;
}

/** Where the first matching rule redirects `path` (its splat filled in), if it redirects. */
function redirectOf(file: string, path: string) {
  for (const line of ruleLines(file)) {
    const [from = '', to = '', status] = line.split(' ');
    const match = rulePattern(from).exec(path);
    if (!match) continue;
    return status === '302' ? to.replace(':splat', match[1] ?? '') : undefined;
  }
  return undefined;
}

/** The test paths of a brand's site: those in a language it offers. */
const offeredPaths = (b: { availableLanguages: readonly string[] }, paths: string[]) =>
  paths.filter((path) => b.availableLanguages.includes(splitLocale(path).locale));

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

describe('_redirects', () => {
  const file = redirectsFile(spice);
  const lines = ruleLines(file);
  const netlify = redirectsFile(spice, { target: 'netlify' });

  it('rewrites a token route to its shell folder with status 200, in every language offered', () => {
    expect(lines).toContain('/angebot/:token/login /angebot/_token_/login/ 200');
    expect(lines).toContain('/en/angebot/:token/login /en/angebot/_token_/login/ 200');
    expect(ruleLines(redirectsFile(ayyildiz))).toContain(
      '/tr/idv/:token/post-ident /tr/idv/_token_/post-ident/ 200',
    );
    for (const b of brands) {
      for (const target of cdnTargets) {
        const rules = ruleLines(redirectsFile(b, { target }));
        for (const route of routes.filter(hasParams)) {
          for (const locale of locales) {
            const rule = `${localizePath(route.path, locale)} ${localizePath(route.path.replace(/:token/g, '_token_'), locale)}/ 200`;
            expect(rules.includes(rule), `${b.slug} ${target}: ${rule}`).toBe(
              b.availableLanguages.includes(locale),
            );
          }
        }
      }
    }
  });

  it('sends each page of a language the brand does not offer to its German page', () => {
    const o2File = redirectsFile(o2);
    for (const path of [
      '/tr',
      '/en/',
      '/tr/kuendigung',
      `/en/angebot/${TOKEN}/login`,
      `/tr/idv/${TOKEN}/abgelaufen/`,
      '/en/email-ablehnung',
    ]) {
      const expected = unofferedLocaleRedirect(path, '', o2.availableLanguages) ?? '';
      expect(redirectOf(o2File, path)?.replace(/(.)\/$/, '$1'), path).toBe(
        expected.replace(/(.)\/$/, '$1'),
      );
    }
    expect(redirectOf(file, '/tr/angebot')).toBe('/angebot');
    expect(redirectOf(file, '/en/angebot')).toBeUndefined();
    expect(redirectOf(redirectsFile(ayyildiz), `/en/angebot/${TOKEN}`)).toBe(`/angebot/${TOKEN}`);
    // Never off the site: what is no page below the prefix is no redirect.
    expect(redirectOf(o2File, '/tr//evil.example')).toBeUndefined();
    expect(firstRule(redirectsFile(o2, { target: 'netlify' }), '/tr//evil.example')).toBe(
      '/404.html 404',
    );
  });

  it('leaves the stored language to the German pages, and says why', () => {
    expect(lines.some((l) => /Cookie=|Language=/.test(l))).toBe(false);
    expect(file).toMatch(/Cookie= condition tests only that a cookie is there/);
    expect(file).toContain('src/i18n/storedLocaleScript.ts');
  });

  it('stays within the 100 rules with a splat or placeholder Cloudflare Pages reads', () => {
    for (const b of brands) {
      for (const target of cdnTargets) {
        const dynamic = ruleLines(
          redirectsFile(b, { target, apiUpstream: 'https://api.example' }),
        ).filter((l) => /[*:]/.test(l.split(' ')[0] ?? ''));
        expect(dynamic.length, b.slug).toBeLessThanOrEqual(DYNAMIC_REDIRECT_LIMIT);
      }
    }
  });

  it('puts every rule without splat or placeholder first, as Pages reads them, and static segments before parameters', () => {
    for (const f of [file, netlify]) {
      const rules = ruleLines(f);
      const firstDynamic = rules.findIndex((l) => /[*:]/.test(l.split(' ')[0] ?? ''));
      expect(rules.slice(firstDynamic).filter((l) => !/[*:]/.test(l.split(' ')[0] ?? ''))).toEqual(
        [],
      );
    }
    expect(firstRule(file, '/angebot/fehler')).toBe('/angebot/fehler/ 200');
    expect(firstRule(file, `/angebot/preview/${TOKEN}`)).toBe('/angebot/preview/_token_/ 200');
    expect(firstRule(file, `/angebot/${TOKEN}`)).toBe('/angebot/_token_/ 200');
    expect(firstRule(file, `/en/idv/${TOKEN_HEX}/abgelaufen/`)).toBe(
      '/en/idv/_token_/abgelaufen/ 200',
    );
  });

  it('keeps shell folders unreachable: a rewrite to nothing on Pages, a forced 404 on Netlify', () => {
    expect(firstRule(file, '/angebot/_token_/login')).toBe('/_not-found_ 200');
    expect(firstRule(file, '/en/idv/_token_/in-arbeit')).toBe('/en/_not-found_ 200');
    expect(file).not.toMatch(/ 404!?$/m);
    expect(firstRule(netlify, '/angebot/_token_')).toBe('/404.html 404!');
    expect(firstRule(netlify, '/en/idv/_token_/in-arbeit')).toBe('/en/404.html 404!');
    expect(ruleLines(netlify).slice(-2)).toEqual(['/en/* /en/404.html 404', '/* /404.html 404']);
  });

  it('names the host it was written for', () => {
    expect(redirectsTarget(file)).toBe('cloudflare-pages');
    expect(redirectsTarget(netlify)).toBe('netlify');
    expect(redirectsTarget('/* /x 200\n')).toBeUndefined();
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
  const file = headersFile(spice);
  const pages = [
    '/',
    '/404.html',
    '/angebot',
    '/angebot/',
    `/angebot/${TOKEN}/login`,
    `/en/angebot/${TOKEN}/zusammenfassung/`,
    '/tr/kuendigung',
    '/en/kuendigung',
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

  it('covers every page of every language offered with one page policy and one cache rule', () => {
    const every = offeredPaths(spice, [
      ...pages,
      ...locales.flatMap((l) =>
        routes.map((r) => localizePath(r.path.replace(':token', TOKEN), l)),
      ),
    ]);
    expect(every).toContain('/en/kuendigung');
    for (const path of every) {
      const headers = headersFor(file, path);
      expect(headers['Content-Security-Policy'], path).toEqual([cspHeader(spice)]);
      expect(headers['Cache-Control'], path).toEqual(['no-cache']);
    }
    // A language not offered has no pages: its paths are redirects (_redirects).
    expect(headersFor(file, '/tr/kuendigung')['Content-Security-Policy']).toBeUndefined();
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
      for (const path of offeredPaths(b, pages)) {
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

describe('_redirects /api proxy', () => {
  it('forwards /api/* to the configured upstream on Netlify, before any other rule', () => {
    const upstream = { target: 'netlify', apiUpstream: 'https://api.o2.example/' } as const;
    expect(ruleLines(redirectsFile(o2, upstream))[0]).toBe(
      '/api/* https://api.o2.example/api/:splat 200',
    );
  });

  it('has no proxy rule without an upstream, nor for Pages, which proxies only to Functions', () => {
    expect(redirectsFile(o2, { target: 'netlify' })).not.toMatch(/^\/api\//m);
    expect(redirectsFile(o2, { apiUpstream: 'https://api.o2.example' })).not.toMatch(/^\/api\//m);
  });
});

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

describe('writeHostRules', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes _redirects and _headers into the brand folder and the nginx file beside it', () => {
    dir = mkdtempSync(join(tmpdir(), 'host-rules-'));
    mkdirSync(join(dir, 'o2'));
    mkdirSync(join(dir, 'o2/en/404'), { recursive: true });
    writeFileSync(join(dir, 'o2/en/404/index.html'), 'Page not found');
    const bilingualO2: HostBrand = { ...o2, availableLanguages: ['de', 'en'] };
    const written = writeHostRules(bilingualO2, dir, { root: '/srv/o2' });
    expect(written).toEqual([
      join(dir, 'o2/_redirects'),
      join(dir, 'o2/_headers'),
      join(dir, 'o2.nginx.conf'),
      join(dir, 'default.nginx.conf'),
    ]);
    expect(readFileSync(join(dir, 'o2/en/404.html'), 'utf8')).toBe('Page not found');
    expect(redirectsTarget(readFileSync(join(dir, 'o2/_redirects'), 'utf8'))).toBe(
      'cloudflare-pages',
    );
    expect(readFileSync(join(dir, 'o2/_headers'), 'utf8')).toBe(headersFile(bilingualO2));
    expect(readFileSync(join(dir, 'o2.nginx.conf'), 'utf8')).toContain('root /srv/o2;');
    expect(writeNginxBrandMap(brands, dir)).toBe(join(dir, 'brands.nginx.conf'));
    expect(existsSync(join(dir, 'brands.nginx.conf'))).toBe(true);
  });

  it('writes the Netlify dialect for a Netlify deploy', () => {
    dir = mkdtempSync(join(tmpdir(), 'host-rules-'));
    mkdirSync(join(dir, 'o2'));
    writeHostRules(o2, dir, {}, { DEPLOY_TARGET: 'netlify' });
    expect(redirectsTarget(readFileSync(join(dir, 'o2/_redirects'), 'utf8'))).toBe('netlify');
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
