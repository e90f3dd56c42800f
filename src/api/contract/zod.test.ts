import { afterEach, describe, expect, it, vi } from 'vitest';
import { callNames, calls, isBlobResponse, isMultipart, type CallDef } from './calls.ts';
import { callExamples, type AnyCallExample } from './examples.ts';

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
