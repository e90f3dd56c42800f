import { describe, expect, it } from 'vitest';
import { locales, routes } from '../../src/routes.ts';
import { localizePath, splitLocale } from '../../src/routing/paths.ts';
import { cspHeader, resourceCspHeader } from '../../src/security/csp.ts';
import { astroMetaPolicy, httpsGrade } from '../../src/security/testing.ts';
import { HEADER_RULE_LIMIT, headersFile } from './headers.ts';
import { brand, brands, o2, spice, TOKEN } from './testing.ts';

/** The test paths of a brand's site: those in a language it offers. */
const offeredPaths = (b: { availableLanguages: readonly string[] }, paths: string[]) =>
  paths.filter((path) => b.availableLanguages.includes(splitLocale(path).locale));

describe('_headers', () => {
  type Block = { pattern: string; headers: [string, string][]; detached: string[] };
  const blocks = (file: string) => {
    const result: Block[] = [];
    for (const line of file.split('\n')) {
      if (line.startsWith('/')) result.push({ pattern: line, headers: [], detached: [] });
      else if (line.startsWith('  ! ')) result.at(-1)?.detached.push(line.slice(4));
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
  /**
   * The headers a host sends for a path: every matching rule in file order, its detached
   * names removed first, repeated names joined (Cloudflare Pages' asset server, `attachHeaders`).
   */
  const headersFor = (file: string, path: string) => {
    const joined: Record<string, string[]> = {};
    for (const block of blocks(file).filter((b) => matches(b.pattern, path))) {
      for (const name of block.detached) delete joined[name];
      for (const [name, value] of block.headers) (joined[name] ??= []).push(value);
    }
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
  });

  it('gives an unknown path, answered with the 404 page, the page policy on Cloudflare Pages', () => {
    for (const path of ['/gibt-es-nicht', '/en/gibt-es-nicht', '/favicon.svg/x'])
      expect(headersFor(file, path)['Content-Security-Policy'], path).toEqual([cspHeader(spice)]);
  });

  it('writes Netlify a file without detach lines, which it refuses, the page policy by page', () => {
    const netlify = headersFile(spice, {}, 'netlify');
    expect(netlify).not.toMatch(/^\s+!/m);
    expect(headersFor(netlify, '/en/kuendigung')['Content-Security-Policy']).toEqual([
      cspHeader(spice),
    ]);
    expect(headersFor(netlify, '/_astro/a.js')['Content-Security-Policy']).toEqual([
      resourceCspHeader(),
    ]);
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
