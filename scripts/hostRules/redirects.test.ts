import { describe, expect, it } from 'vitest';
import { unofferedLocaleRedirect } from '../../src/i18n/localeRedirect.ts';
import { locales, routes } from '../../src/routes.ts';
import { localizePath } from '../../src/routing/paths.ts';
import { hasParams } from '../../src/routing/patterns.ts';
import { cdnTargets, DYNAMIC_REDIRECT_LIMIT, redirectsFile, redirectsTarget } from './redirects.ts';
import { ayyildiz, brands, o2, spice, TOKEN, TOKEN_HEX } from './testing.ts';

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

  it('serves every page at its own address on Pages, which answers a bare folder with a 308 to its slash', () => {
    for (const path of ['/kuendigung', '/widerruf/bestaetigung', '/en/barrierefreiheit'])
      expect(firstRule(file, path), path).toBe(`${path}/ 200`);
    // Netlify serves a folder's page at the bare path itself.
    expect(ruleLines(netlify).filter((l) => l.startsWith('/kuendigung '))).toEqual([]);
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
