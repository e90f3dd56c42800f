import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBrands } from '../src/brand/registry.ts';
import { resolveBrand } from '../src/brand/resolve.ts';
import { hasParams, locales, localizePath, routes } from '../src/routes.ts';
import {
  headersFile,
  nginxBrandMap,
  nginxServer,
  paramRoutes,
  redirectsFile,
  writeHostRules,
  writeNginxBrandMap,
} from './hostRules.ts';
import { notFoundFile } from '../src/shells.ts';

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
  const blocks = (file: string) => {
    const result: { pattern: string; headers: string[] }[] = [];
    for (const line of file.split('\n')) {
      if (line.startsWith('/')) result.push({ pattern: line, headers: [] });
      else if (line.startsWith('  ')) result.at(-1)?.headers.push(line.trim());
    }
    return result;
  };

  it('sends the security headers for every path', () => {
    const all = blocks(headersFile(o2)).find((b) => b.pattern === '/*')?.headers ?? [];
    const csp = all.find((h) => h.startsWith('Content-Security-Policy: ')) ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).not.toMatch(/script-src/);
    expect(all).toContain('Strict-Transport-Security: max-age=31536000; includeSubDomains');
    expect(all).toContain('X-Content-Type-Options: nosniff');
    expect(all).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(all.some((h) => h.startsWith('Permissions-Policy: camera=()'))).toBe(true);
  });

  it('caches hashed assets forever, pages and release files never, with no overlapping rule', () => {
    const cache = blocks(headersFile(o2)).filter((b) =>
      b.headers.some((h) => h.startsWith('Cache-Control')),
    );
    const of = (pattern: string) => cache.find((b) => b.pattern === pattern)?.headers;
    expect(of('/_astro/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    expect(of('/builds/*')).toEqual(['Cache-Control: no-cache']);
    expect(of('/')).toEqual(['Cache-Control: no-cache']);
    expect(of('/angebot/:token/login')).toEqual(['Cache-Control: no-cache']);
    expect(of('/en/angebot/:token/login/')).toEqual(['Cache-Control: no-cache']);
    // Both hosts join repeated headers of matching rules, so a catch-all would spoil /_astro/.
    expect(cache.map((b) => b.pattern)).not.toContain('/*');
    expect(cache.every((b) => b.headers.length === 1)).toBe(true);
  });

  it('names vendor hosts only for brands that configure them', () => {
    const csp = (slug: string) =>
      headersFile(brand(slug)).match(/Content-Security-Policy: (.*)/)?.[1] ?? '';
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
    expect(conf).toMatch(/location \^~ \/api\/ \{\n\s+proxy_pass http:\/\/api\.internal:8080;/);
    expect(conf).toContain('  gzip on;');
  });

  it('adds the security headers to every response, errors included', () => {
    expect(conf).toContain(
      '  add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    );
    expect(conf).toContain('  add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).toMatch(/add_header Content-Security-Policy ".*frame-ancestors 'none'.*" always;/);
    expect(conf).toContain('  add_header Cache-Control $o2_cache_control always;');
    expect(conf).toContain('  "~^/_astro/" "public, max-age=31536000, immutable";');
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
