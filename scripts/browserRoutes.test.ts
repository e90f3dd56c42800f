import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutScreenDefs } from './browserRoutes.ts';

describe('withoutScreenDefs', () => {
  it('leaves the route table without what its screens show, every line in place', () => {
    const source = readFileSync('src/routes.ts', 'utf8');
    expect(source).toContain("module: 'idv/IdvResultScreen.tsx'");
    const out = withoutScreenDefs(source);
    expect(out).not.toMatch(/module: '|texts: \['|footerLink: '/);
    expect(out).not.toContain('IdvResultScreen');
    expect(out).toContain("path: '/idv/:token/fehlgeschlagen'");
    expect(out).toContain("tracking: 'idv/fehlgeschlagen'");
    expect(out.split('\n').map((line) => line.length)).toEqual(
      source.split('\n').map((line) => line.length),
    );
    expect(() => parseAst(out, { lang: 'ts' })).not.toThrow();
  });

  it('keeps the types that name those fields', () => {
    const source =
      'interface D { readonly texts: string[]; module?: string }\n' +
      "const r = [{ id: 'a', module: 'a/A.tsx', texts: ['a'] }, { id: 'b' }];";
    expect(withoutScreenDefs(source).replace(/\s+/g, ' ')).toBe(
      "interface D { readonly texts: string[]; module?: string } const r = [{ id: 'a', }, { id: 'b' }];",
    );
  });
});
