import type { AnyCallExample, ExampleOf } from './callDef.ts';
import { callNames, calls, type CallName, type Calls } from './calls.ts';
export type { AnyCallExample } from './callDef.ts';

/** A call's example by its name. */
export type CallExample<N extends CallName> = ExampleOf<Calls[N]>;

/**
 * Every call's example (each written beside its call, `example` in `calls/<area>.ts`, and
 * checked there against its schemas), by call name, for tests, mocks and the OpenAPI document.
 */
export const callExamples = Object.fromEntries(
  callNames.map((name): [CallName, AnyCallExample] => [name, calls[name].example]),
) as { readonly [N in CallName]: CallExample<N> };
