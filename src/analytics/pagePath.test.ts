import { describe, expect, it } from 'vitest';
import { locales, routes, type RouteId } from '../routes.ts';
import { href } from '../routing/links.ts';
import { hasParams } from '../routing/patterns.ts';
import {
  analyticsLanguage,
  analyticsPageLocation,
  analyticsPageName,
  UNKNOWN_PAGE,
} from './pagePath.ts';

// Tokens as links carry them: base64url of 128 bits, hex, UUID, and a long signed token.
const tokens = [
  'q3Z8vX1_bN0-kLm4Pw9yTg',
  '9f86d081884c7d659a2feaa0c55ad015',
  '3b241101-e2bb-4255-8caf-4136c566a962',
  'eyJhbGciOiJIUzI1NiJ9_eyJzdWIiOiIxMjM0NTY3ODkwIn0_SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
];

const parameterRoutes = routes.filter(hasParams);
const paramHref = (id: RouteId, token: string, locale: (typeof locales)[number]) =>
  (href as (id: RouteId, params: { token: string }, locale: string) => string)(
    id,
    { token },
    locale,
  );

describe('analyticsPageName', () => {
  it('covers every route that has a parameter', () => {
    expect(parameterRoutes.map((r) => r.id)).toEqual(
      expect.arrayContaining(['offer', 'offerConfirmation', 'offerPreview', 'idv', 'idvPostIdent']),
    );
  });

  describe.each(parameterRoutes.map((r) => [r.id, r] as const))('%s', (_id, route) => {
    it.each(locales.flatMap((locale) => tokens.map((token) => [locale, token] as const)))(
      'gives the tracking name and no token for %s with token %s',
      (locale, token) => {
        const path = paramHref(route.id, token, locale);
        const urls = [
          path,
          `${path}/`,
          `${path}?code=${tokens[0]}&token=${token}`,
          `${path}#access_token=${token}`,
          `https://www.o2online.de${path}?brand=o2`,
        ];
        for (const url of urls) {
          const name = analyticsPageName(url);
          expect(name).toBe(route.tracking);
          expect(name).not.toContain(token);
          expect(analyticsLanguage(url)).toBe(locale);
        }
      },
    );
  });

  it('names the confirmation page angebot/danke', () => {
    expect(analyticsPageName(`/angebot/${tokens[0]}/danke`)).toBe('angebot/danke');
  });

  it('strips query strings from static routes', () => {
    expect(analyticsPageName(`/kuendigung?data=${tokens[3]}`)).toBe('kuendigung');
    expect(analyticsPageName(`/email-ablehnung?token=${tokens[1]}&brand=aldi`)).toBe(
      'email-ablehnung',
    );
    expect(analyticsPageName(`/en/?token=${tokens[0]}`)).toBe('home');
  });

  it.each([
    [`/kunde/${tokens[0]}`],
    [`/angebot/${tokens[0]}/unbekannt`],
    [`/angebot/${tokens[0]}/danke/${tokens[1]}`],
    ['/angebot/kurz/danke'],
    [`/idv/${tokens[1]}%2e%2e/erfolgreich`],
    [`/de/angebot/${tokens[0]}`],
    ['http://[not a url'],
  ])('gives a generic name, never the raw path, for %s', (url) => {
    expect(analyticsPageName(url)).toBe(UNKNOWN_PAGE);
  });
});

describe('analyticsPageLocation', () => {
  it('is the origin and the tracking name, never the path, query or fragment', () => {
    const token = 'Q2hlY2tUb2tlbjEyMzQ1Ng';
    expect(
      analyticsPageLocation(`https://o2.example/en/angebot/${token}/danke?data=x#access_token=y`),
    ).toBe('https://o2.example/angebot/danke');
    expect(analyticsPageLocation('https://o2.example/selfcarekuendigung?data=abc')).toBe(
      'https://o2.example/selfcarekuendigung',
    );
    expect(analyticsPageLocation(`/idv/${token}`)).toBe('/idv');
  });
});
