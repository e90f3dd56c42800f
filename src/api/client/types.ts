import type { BodyOf, CallName, Calls, ParamsOf, QueryOf, ResponseOf } from '../contract/calls.ts';

type Empty = Record<never, never>;

/** `{ [key]?: T }` when every field of T is optional, else `{ [key]: T }`. */
type Field<K extends string, T> = Empty extends T
  ? { readonly [P in K]?: T }
  : { readonly [P in K]: T };

/** What one call takes: path params, query, body, and for accept the idempotency key. */
export type CallInput<N extends CallName> = Field<'params', ParamsOf<N>> &
  Field<'query', QueryOf<N>> &
  (Calls[N]['body'] extends null ? Empty : { readonly body: BodyOf<N> }) &
  (Calls[N] extends { headers: object }
    ? {
        /** UUID of one submit attempt: a repeat with the same key replays the first result. */
        readonly idempotencyKey?: string;
      }
    : Empty) & {
    /** Cancels this request (e.g. when the island unmounts); it then rejects with an abort. */
    readonly signal?: AbortSignal;
  };

export type CallFunction<N extends CallName> =
  Empty extends CallInput<N>
    ? (input?: CallInput<N>) => Promise<ResponseOf<N>>
    : (input: CallInput<N>) => Promise<ResponseOf<N>>;

/** One typed function per call of SPEC §7, named as in the contract's call table. */
export type ApiClient = { readonly [N in CallName]: CallFunction<N> };
