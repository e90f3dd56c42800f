import type {
  CallBody,
  CallDef,
  CallParams,
  CallQuery,
  CallResponse,
  CallTable,
} from '../contract/callDef.ts';
import type { Calls } from '../contract/calls.ts';

type Empty = Record<never, never>;

/** `{ [key]?: T }` when every field of T is optional, else `{ [key]: T }`. */
type Field<K extends string, T> = Empty extends T
  ? { readonly [P in K]?: T }
  : { readonly [P in K]: T };

/** What one call takes: path params, query, body, and for accept the idempotency key. */
export type CallInput<D extends CallDef> = Field<'params', CallParams<D>> &
  Field<'query', CallQuery<D>> &
  (D['body'] extends null ? Empty : { readonly body: CallBody<D> }) &
  (D extends { headers: object }
    ? {
        /** UUID of one submit attempt: a repeat with the same key replays the first result. */
        readonly idempotencyKey?: string;
      }
    : Empty) & {
    /** Cancels this request (e.g. when the island unmounts); it then rejects with an abort. */
    readonly signal?: AbortSignal;
  };

export type CallFunction<D extends CallDef> =
  Empty extends CallInput<D>
    ? (input?: CallInput<D>) => Promise<CallResponse<D>>
    : (input: CallInput<D>) => Promise<CallResponse<D>>;

/** One typed function per call of a table, named as in the table. */
export type ClientOf<T extends CallTable> = { readonly [N in keyof T]: CallFunction<T[N]> };

/** One typed function per call of SPEC §7, named as in the contract's call table. */
export type ApiClient = ClientOf<Calls>;
