import { afterEach, describe, expect, it, vi } from 'vitest';
import { callNames, calls, isBlobResponse, isMultipart, type CallDef } from './calls.ts';
import { callExamples, type AnyCallExample } from './examples.ts';
import { onFirstUse, z } from './zod.ts';

const realFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = realFunction;
});

describe('the contract in the browser', () => {
  it("parses without generating code: the site's security policy forbids eval", () => {
    const generated = vi.fn();
    globalThis.Function = new Proxy(realFunction, {
      construct: (target, args: string[]) => (generated(args), Reflect.construct(target, args)),
      apply: (target, self, args: string[]) => (generated(args), Reflect.apply(target, self, args)),
    });
    for (const name of callNames) {
      const call: CallDef = calls[name];
      const example: AnyCallExample = callExamples[name];
      call.params.parse(example.params);
      call.query.parse(example.query);
      if (call.body && !isMultipart(call.body)) call.body.parse(example.body);
      if (!isBlobResponse(call.response)) call.response.parse(example.response);
    }
    expect(generated).not.toHaveBeenCalled();
  });
});

describe('a pattern built on first use', () => {
  it('is built when a check first runs, then judges and reports as the pattern itself', () => {
    const build = vi.fn(() => /^\p{L}+$/u);
    const schema = z.string().check(z.regex(onFirstUse(build)));
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse('Müller').success).toBe(true);
    expect(schema.safeParse('Müller1').error?.issues).toMatchObject([
      { code: 'invalid_format', format: 'regex', pattern: '/^\\p{L}+$/u' },
    ]);
    expect(build).toHaveBeenCalledOnce();
  });

  it('replaces every match of a global pattern, and describes itself as the pattern', () => {
    const hidden = onFirstUse(() => /\p{Cf}/gu);
    expect('a\u200Bb\u202Ec'.replace(hidden, '')).toBe('abc');
    expect('x\u200By'.replace(hidden, '')).toBe('xy');
    expect([hidden.source, hidden.flags]).toEqual(['\\p{Cf}', 'gu']);
  });
});
