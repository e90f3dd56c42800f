import { describe, expect, it } from 'vitest';
import type { AnyCallExample, CallDef } from './callDef.ts';
import { calls, isMultipart } from './calls.ts';
import { z } from './zod.ts';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface StringField {
  path: string[];
  pattern: string | undefined;
}

/** Every string of a body that is not one of a fixed list, by its path (`0` for an array's items). */
function stringFields(schema: JsonSchema, path: string[] = []): StringField[] {
  const own =
    schema.type === 'string' && !schema.enum && schema.const === undefined
      ? [{ path, pattern: schema.pattern }]
      : [];
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      stringFields(property, [...path, name]),
    ),
    ...(schema.items ? stringFields(schema.items, [...path, '0']) : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(
      (alternative) => stringFields(alternative, path),
    ),
  ];
}

const valueAt = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);

/** A copy of `body` with `value` at `path`, its objects and arrays made where missing. */
function withValue(body: unknown, path: readonly string[], value: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at = copy;
  path.slice(0, -1).forEach((key, i) => {
    at[key] ??= /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
    at = at[key] as Record<string, unknown>;
  });
  at[path.at(-1) ?? ''] = value;
  return copy;
}

/** For a field the call's example leaves out: the first of these its pattern takes. */
const SAMPLES = ['Anna Maria', '2026-03-31', crypto.randomUUID()];

/** What lets a value pose as more lines of a receipt or a mail, or read backwards. */
const HIDDEN = {
  'a line break': '\n',
  'the right-to-left override U+202E': '\u202E',
  'a zero-width space U+200B': '\u200B',
};

const fields = Object.entries(calls).flatMap(([name, def]: [string, CallDef]) => {
  const body = def.body;
  if (body === null || isMultipart(body)) return [];
  const schema = z.toJSONSchema(body, { io: 'input' }) as JsonSchema;
  const unique = new Map(stringFields(schema).map((field) => [field.path.join('.'), field]));
  return [...unique].map(([path, field]) => ({ label: `${name} ${path}`, body, def, ...field }));
});

describe('the strings of every request body', () => {
  it('are found in the schemas, the free texts among them', () => {
    expect(fields.map((f) => f.label)).toEqual(
      expect.arrayContaining([
        'offerAccept payment.accountHolder',
        'offerAccept idDocument.issuingAuthority',
        'terminationSubmit customer.givenNames',
        'terminationSubmit reasonText',
        'withdrawalSubmit name',
        'validateIban iban',
      ]),
    );
  });

  it.each(fields)(
    '$label: refuses a line break, U+202E and U+200B (or the contract removes them)',
    ({ body, def, path, pattern }) => {
      const example = (def.example as AnyCallExample).body;
      const given = valueAt(example, path);
      const sample =
        typeof given === 'string'
          ? given
          : SAMPLES.find((value) => pattern === undefined || new RegExp(pattern, 'u').test(value));
      if (sample === undefined) throw new Error('No sample fits: give the call example a value.');
      expect(z.safeParse(body, withValue(example, path, sample)).success).toBe(true);

      const middle = Math.ceil(sample.length / 2);
      for (const [what, hidden] of Object.entries(HIDDEN)) {
        const sent = sample.slice(0, middle) + hidden + sample.slice(middle);
        const result = z.safeParse(body, withValue(example, path, sent));
        const outcome = result.success
          ? String(valueAt(result.data, path)).includes(hidden)
            ? 'kept'
            : 'removed'
          : result.error.issues.some((issue) => issue.path.join('.') === path.join('.'))
            ? 'refused'
            : 'refused for another field';
        expect(outcome, what).toMatch(/^(refused|removed)$/);
      }
    },
  );
});
