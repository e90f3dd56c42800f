import { describe, expect, it } from 'vitest';
import {
  hasParams,
  href,
  localizePath,
  matchRoute,
  paramRules,
  routeRegex,
  routes,
  shellPath,
  splitLocale,
  tokenFreePath,
  trackingName,
  type RouteMatch,
} from './routes.ts';

const BASE64URL = 'Q2hlY2tUb2tlbjEyMzQ1Ng'; // 22 chars: 128 bits in base64url
const HEX = '0123456789abcdef0123456789abcdef';
const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const routeId = (match: RouteMatch) => (match.kind === 'route' ? match.route.id : match.kind);

/** SPEC §2, copied verbatim: path and guards of every route. */
const spec = `
| / | home | none |
| /entry/novum | entry page | none |
| /angebot | offer landing | none |
| /angebot/fehler | offer error | none |
| /angebot/{token} | offer page | check-offer-personal-data |
| /angebot/{token}/fehler | offer error for that token | none |
| /angebot/{token}/login | login step | has-cart |
| /angebot/{token}/meine-daten | personal data | has-cart, check-offer-personal-data |
| /angebot/{token}/ausweisdaten | ID data | has-cart, check-offer-personal-data |
| /angebot/{token}/zahlung | payment | has-cart, check-offer-personal-data |
| /angebot/{token}/zusammenfassung | summary | check-offer-personal-data |
| /angebot/{token}/danke | confirmation (tracked as angebot/danke) | none |
| /angebot/preview/{token} | offer preview | none |
| /email-ablehnung | e-mail rejection | none |
| /idv/{token} | identity verification main page and method selection | none |
| /idv/{token}/fehlgeschlagen | failed | none |
| /idv/{token}/abgelaufen | expired | none |
| /idv/{token}/in-arbeit | pending | none |
| /idv/{token}/erfolgreich | success | none |
| /idv/{token}/angenommen | consumed (accepted) | none |
| /idv/{token}/abgeschlossen | completed | none |
| /idv/{token}/post-ident | postal identification | none |
| /kuendigung | termination form | none |
| /kuendigung/bestaetigung | termination confirmation | none |
| /selfcarekuendigung | self-care termination | none |
| /selfcarekuendigung/error | self-care termination error | none |
| /selfcarekuendigung/bestaetigung | self-care termination confirmation | none |
`
  .trim()
  .split('\n')
  .map((line) => {
    const [path = '', , guards = ''] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    return {
      path: path.replace(/\{(\w+)\}/g, ':$1'),
      guards: guards === 'none' ? [] : guards.split(', '),
    };
  });

describe('route table', () => {
  it('has every route of the specification with its guards', () => {
    const table = routes.map(({ path, guards }) => ({ path, guards: [...guards] }));
    expect(table).toEqual(expect.arrayContaining(spec));
  });

  it('has no two routes with one id or one path', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('has a validation rule for every path parameter', () => {
    for (const route of routes) {
      for (const [, name] of route.path.matchAll(/:([a-z]+)/gi))
        expect(paramRules).toHaveProperty(name!);
    }
  });
});

describe('matchRoute', () => {
  it('prefers static segments over a parameter', () => {
    expect(routeId(matchRoute('/angebot/fehler'))).toBe('offerErrorGeneric');
    expect(routeId(matchRoute(`/angebot/preview/${BASE64URL}`))).toBe('offerPreview');
    expect(routeId(matchRoute(`/angebot/${BASE64URL}/fehler`))).toBe('offerError');
  });

  it.each([BASE64URL, HEX, UUID, 'a'.repeat(256)])('accepts the token %s', (token) => {
    const match = matchRoute(`/angebot/${token}/login`);
    expect(routeId(match)).toBe('offerLogin');
    expect(match.kind === 'route' && match.params).toEqual({ token });
    expect(routeId(matchRoute(`/idv/${token}`))).toBe('idv');
  });

  it.each(['short', 'a%20b', '..%2Fx', '%2e%2e', 'a'.repeat(300), '%E0%A4%A'])(
    'rejects the token %s as an invalid parameter',
    (token) => {
      expect(matchRoute(`/angebot/${token}/login`)).toEqual({
        kind: 'invalid-param',
        route: expect.objectContaining({ id: 'offerLogin' }),
      });
    },
  );

  it('reports an unknown path as not found', () => {
    expect(matchRoute('/gibt-es-nicht')).toEqual({ kind: 'not-found' });
    expect(matchRoute(`/angebot/${BASE64URL}/unbekannt`)).toEqual({ kind: 'not-found' });
    expect(matchRoute('/kuendigung/bestaetigung/extra')).toEqual({ kind: 'not-found' });
  });

  it('ignores a trailing slash', () => {
    expect(routeId(matchRoute('/kuendigung/'))).toBe('termination');
    expect(routeId(matchRoute('/'))).toBe('home');
  });
});

describe('href', () => {
  it('builds links per locale', () => {
    expect(href('home')).toBe('/');
    expect(href('home', {}, 'en')).toBe('/en/');
    expect(href('termination', {}, 'tr')).toBe('/tr/kuendigung');
    expect(href('offerLogin', { token: BASE64URL })).toBe(`/angebot/${BASE64URL}/login`);
    expect(href('offerLogin', { token: BASE64URL }, 'en')).toBe(`/en/angebot/${BASE64URL}/login`);
  });

  it('encodes parameter values', () => {
    expect(href('offer', { token: 'a b/c?d' })).toBe('/angebot/a%20b%2Fc%3Fd');
  });

  it('makes links that match their own route', () => {
    for (const route of routes) {
      const path = route.path.replace(/:[a-z]+/gi, HEX);
      expect(routeId(matchRoute(path))).toBe(route.id);
    }
  });
});

describe('locales in paths', () => {
  it('splits off a locale prefix', () => {
    expect(splitLocale('/en/angebot')).toEqual({ locale: 'en', path: '/angebot' });
    expect(splitLocale('/tr')).toEqual({ locale: 'tr', path: '/' });
    expect(splitLocale('/tr/')).toEqual({ locale: 'tr', path: '/' });
    expect(splitLocale('/angebot/')).toEqual({ locale: 'de', path: '/angebot' });
    expect(splitLocale('/entry/novum')).toEqual({ locale: 'de', path: '/entry/novum' });
    // German has no prefix: /de/… is just an unknown path.
    expect(splitLocale('/de/angebot')).toEqual({ locale: 'de', path: '/de/angebot' });
  });

  it('prefixes every locale but German', () => {
    expect(localizePath('/angebot', 'de')).toBe('/angebot');
    expect(localizePath('/angebot', 'en')).toBe('/en/angebot');
    expect(localizePath('/', 'tr')).toBe('/tr/');
  });
});

describe('trackingName', () => {
  it('names pages without their token', () => {
    expect(trackingName(`/angebot/${BASE64URL}/danke`)).toBe('angebot/danke');
    expect(trackingName(`/en/angebot/${BASE64URL}/danke`)).toBe('angebot/danke');
    expect(trackingName(`/idv/${UUID}/post-ident`)).toBe('idv/post-ident');
    expect(trackingName('/kuendigung')).toBe('kuendigung');
    expect(trackingName('/gibt-es-nicht')).toBeUndefined();
  });

  it('never contains a token', () => {
    for (const route of routes.filter(hasParams)) {
      const name = trackingName(route.path.replace(/:[a-z]+/gi, BASE64URL));
      expect(name).toBe(route.tracking);
      expect(name).not.toContain(BASE64URL);
    }
  });
});

describe('tokenFreePath', () => {
  it('keeps the page and its language, not the token', () => {
    expect(tokenFreePath(`/en/angebot/${BASE64URL}/danke`)).toBe('/en/angebot/_token_/danke');
    expect(tokenFreePath(`/idv/${UUID}`)).toBe('/idv/_token_');
    expect(tokenFreePath('/tr/kuendigung')).toBe('/tr/kuendigung');
    expect(tokenFreePath('/gibt-es-nicht')).toBe('/gibt-es-nicht');
  });
});

describe('shells', () => {
  it('puts the placeholder where the parameter is', () => {
    const byId = (id: string) => routes.find((r) => r.id === id)!;
    expect(shellPath(byId('home'))).toBe('/');
    expect(shellPath(byId('offerLogin'))).toBe('/angebot/_token_/login');
    expect(shellPath(byId('offerPreview'))).toBe('/angebot/preview/_token_');
    expect(shellPath(byId('idv'))).toBe('/idv/_token_');
  });

  it('never lets the placeholder pass as a token', () => {
    for (const route of routes.filter(hasParams)) {
      expect(matchRoute(shellPath(route)).kind).not.toBe('route');
    }
  });

  it('gives host rules a regex that agrees with matchRoute', () => {
    for (const route of routes.filter(hasParams)) {
      const regex = new RegExp(routeRegex(route));
      for (const token of [BASE64URL, HEX, UUID, 'short', 'a.b.c.d.e.f.g.h.i', 'x'.repeat(257)]) {
        const path = route.path.replace(/:[a-z]+/gi, token);
        const matched = matchRoute(path);
        expect(regex.test(path), path).toBe(
          matched.kind === 'route' && matched.route.id === route.id,
        );
        expect(regex.test(`${path}/`), `${path}/`).toBe(regex.test(path));
      }
    }
  });
});
