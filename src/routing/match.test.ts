import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { matchRoute, tokenFreePath, trackingName, type RouteMatch } from './match.ts';
import { hasParams } from './patterns.ts';
import { BASE64URL, HEX, UUID } from './testing.ts';

const routeId = (match: RouteMatch) => (match.kind === 'route' ? match.route.id : match.kind);

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

  it('makes links that match their own route', () => {
    for (const route of routes) {
      const path = route.path.replace(/:[a-z]+/gi, HEX);
      expect(routeId(matchRoute(path))).toBe(route.id);
    }
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
