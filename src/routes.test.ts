import { describe, expect, it } from 'vitest';
import { paramRules, routes } from './routes.ts';

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
