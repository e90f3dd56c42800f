import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { matchRoute } from './match.ts';
import { hasParams, routeRegex, shellPath } from './patterns.ts';
import { BASE64URL, HEX, UUID } from './testing.ts';

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
