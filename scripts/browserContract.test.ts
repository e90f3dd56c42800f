import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from './browserContract.ts';

/** Each line's length: spaces replace what is cut, so every position stays. */
const lineLengths = (text: string) => text.split('\n').map((line) => line.length);

describe('withoutDescriptions', () => {
  it('keeps the schemas of describe() calls, nested ones too, and drops their texts', () => {
    const source = [
      "const note = 'Kündigung § 312k';",
      'export const s = describe(',
      "  z.object({ name: describe(z.string(), 'Name ü.') }),",
      "  'Whole ' +",
      "    'text.',",
      ');',
    ].join('\n');
    const out = withoutDescriptions(source);
    expect(out.replace(/\s+/g, ' ')).toBe(
      "const note = 'Kündigung § 312k'; export const s = ( z.object({ name: (z.string() ) }) );",
    );
    expect(lineLengths(out)).toEqual(lineLengths(source));
  });

  it('leaves calls of other functions and other arities alone', () => {
    const source = "z.describe(a, 'x'); describe(a); other(a, 'x');";
    expect(withoutDescriptions(source)).toBe(source);
  });

  it('empties a contract module of its descriptions, and it still parses', () => {
    const source = readFileSync('src/api/contract/order.ts', 'utf8');
    expect(source).toContain("'Order number shown to the customer.'");
    const out = withoutDescriptions(source);
    expect(out).not.toContain('Order number shown to the customer.');
    expect(out).not.toMatch(/\bdescribe\(/);
    expect(() => parseAst(out, { lang: 'ts' })).not.toThrow();
  });

  it.each([
    {
      name: 'empties the summaries of call tables (texts of the OpenAPI document), nothing computed',
      source: [
        'const calls = {',
        "  a: { method: 'GET', summary: 'Read it', path: '/api/a' },",
        "  b: { summary: 'Two ' +",
        "    'lines', tag: `b` },",
        '  c: { summary: kept, other: { summary: `x${y}` } },',
        '};',
      ],
      expected:
        "const calls = { a: { method: 'GET', summary: '' , path: '/api/a' }, b: { summary: '' , " +
        'tag: `b` }, c: { summary: kept, other: { summary: `x${y}` } }, };',
    },
    {
      name: 'drops the examples of call tables, leaving the sample data they name unused',
      source: [
        "const sample = { name: 'Anna' };",
        'const calls = {',
        "  a: { method: 'GET', example: { params: {},",
        '    response: sample } },',
        '  b: { example: sample },',
        "  c: { tag: 'c', example: { params: {} }, },",
        '};',
      ],
      expected:
        "const sample = { name: 'Anna' }; const calls = { a: { method: 'GET', }, " +
        "b: { example: sample }, c: { tag: 'c', }, };",
    },
  ])('$name', ({ source, expected }) => {
    const out = withoutDescriptions(source.join('\n'));
    expect(out.replace(/\s+/g, ' ')).toBe(expected);
    expect(lineLengths(out)).toEqual(lineLengths(source.join('\n')));
  });

  it('leaves a call table that still parses, without its summaries and examples', () => {
    const source = readFileSync('src/api/contract/calls/termination.ts', 'utf8');
    const out = withoutDescriptions(source);
    expect(out).not.toContain('Options of the termination form');
    expect(out).toContain("'/api/:brand/contracttermination/config'");
    expect(out).not.toContain("params: { brand: 'nova' }");
    expect(out).not.toMatch(/\bexample:/);
    expect(() => parseAst(out, { lang: 'ts' })).not.toThrow();
  });
});
