import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import {
  isPagePath,
  offeredLocale,
  pageSegments,
  storedLocaleRedirect,
  unofferedLocaleRedirect,
} from './localeRedirect.ts';

describe('isPagePath', () => {
  it('takes the root and every route of the table, and nothing the API or assets use', () => {
    expect(isPagePath('/')).toBe(true);
    for (const route of routes) expect(isPagePath(route.path), route.path).toBe(true);
    for (const path of ['/api/offer/x', '/_astro/app.js', '/builds/latest.json', '/404.html'])
      expect(isPagePath(path), path).toBe(false);
    expect(pageSegments).toContain('angebot');
  });
});

describe('offeredLocale', () => {
  it('keeps a language the site offers and falls back to German', () => {
    expect(offeredLocale('en', ['de', 'en'])).toBe('en');
    expect(offeredLocale('en', ['de', 'tr'])).toBe('de');
    expect(offeredLocale('tr', ['de'])).toBe('de');
  });
});

describe('unofferedLocaleRedirect', () => {
  const o2 = ['de'] as const;

  it('sends a page of a language the brand does not offer to its German page', () => {
    expect(unofferedLocaleRedirect('/tr/angebot/abc/login', '?x=1', o2)).toBe(
      '/angebot/abc/login?x=1',
    );
    expect(unofferedLocaleRedirect('/en/', '', o2)).toBe('/');
    expect(unofferedLocaleRedirect('/en', '?a', o2)).toBe('/?a');
    expect(unofferedLocaleRedirect('/en/kuendigung', '', ['de', 'tr'])).toBe('/kuendigung');
  });

  it('leaves offered languages, German paths and what is no page alone', () => {
    expect(unofferedLocaleRedirect('/en/angebot', '', ['de', 'en'])).toBeUndefined();
    expect(unofferedLocaleRedirect('/angebot', '', o2)).toBeUndefined();
    expect(unofferedLocaleRedirect('/tr/_astro/app.js', '', o2)).toBeUndefined();
    expect(unofferedLocaleRedirect('/tr/gibt-es-nicht', '', o2)).toBeUndefined();
    expect(unofferedLocaleRedirect('/trabzon', '', o2)).toBeUndefined();
  });

  it('never leads off the site, whatever the path holds', () => {
    for (const path of ['/tr//evil.example', '/tr//angebot', '/tr/\\evil.example/angebot']) {
      const target = unofferedLocaleRedirect(path, '', o2);
      if (target !== undefined) expect(target, path).toMatch(/^\/(?![/\\])/);
    }
    expect(unofferedLocaleRedirect('/tr//angebot', '', o2)).toBe('/angebot');
  });
});

describe('storedLocaleRedirect', () => {
  const spice = ['de', 'en'] as const;

  it('sends an unprefixed page to the stored language the brand offers', () => {
    expect(storedLocaleRedirect('/', '', 'en', spice)).toBe('/en/');
    expect(storedLocaleRedirect('/angebot/abc', '?code=1', 'en', spice)).toBe(
      '/en/angebot/abc?code=1',
    );
    expect(storedLocaleRedirect('/kuendigung/', '', 'tr', ['de', 'tr'])).toBe('/tr/kuendigung');
  });

  it('never for a link that carries a language, German, an unoffered or a broken value', () => {
    expect(storedLocaleRedirect('/en/angebot', '', 'en', spice)).toBeUndefined();
    expect(storedLocaleRedirect('/en/angebot', '', 'de', spice)).toBeUndefined();
    expect(storedLocaleRedirect('/angebot', '', 'de', spice)).toBeUndefined();
    expect(storedLocaleRedirect('/angebot', '', 'tr', spice)).toBeUndefined();
    expect(storedLocaleRedirect('/angebot', '', 'en', ['de'])).toBeUndefined();
    expect(storedLocaleRedirect('/angebot', '', 'en;x', spice)).toBeUndefined();
    expect(storedLocaleRedirect('/angebot', '', undefined, spice)).toBeUndefined();
  });

  it('never for the API, assets or release files', () => {
    for (const path of ['/api/offer/abc', '/_astro/app.js', '/builds/latest.json'])
      expect(storedLocaleRedirect(path, '', 'en', spice), path).toBeUndefined();
  });
});
