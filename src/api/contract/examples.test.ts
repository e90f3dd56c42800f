import { describe, expect, it } from 'vitest';
import { callNames, calls, isBlobResponse, isMultipart, type CallDef } from './calls.ts';
import { callExamples, type AnyCallExample } from './examples.ts';
import type { z } from './zod.ts';

const cases = callNames.map((name) => {
  const example: AnyCallExample = callExamples[name];
  return [name, calls[name] as CallDef, example] as const;
});

const parse = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : result.error.issues;
};

describe('the contract accepts a realistic example of every call', () => {
  it.each(cases)('%s', (_name, call, example) => {
    expect(parse(call.params, example.params)).toBe('ok');
    expect(parse(call.query, example.query)).toBe('ok');
    if (call.body && !isMultipart(call.body)) expect(parse(call.body, example.body)).toBe('ok');
    if (!isBlobResponse(call.response)) expect(parse(call.response, example.response)).toBe('ok');
  });
});
