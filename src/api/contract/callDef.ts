import type { AccessRuleName } from './access.ts';
import type { z } from './zod.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH';

/** Which catalogue of SPEC §8 turns a failure of the call into an error. */
export type ErrorKind = 'offer' | 'idv' | 'generic';

/** A multipart/form-data body with one file field. */
export interface MultipartBody {
  readonly kind: 'multipart';
  readonly field: 'file';
  readonly contentTypes: readonly string[];
  readonly maxBytes: number;
}

/** A binary answer instead of JSON. */
export interface BlobResponse {
  readonly kind: 'blob';
  readonly contentType: 'application/pdf';
}

export interface CallDef {
  readonly method: HttpMethod;
  /** Hono-style path, `:name` for a parameter. */
  readonly path: `/api/${string}`;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** Group in the OpenAPI document. */
  readonly tag: string;
  readonly params: z.ZodMiniObject;
  readonly query: z.ZodMiniObject;
  /** Request headers beyond the trace id and bearer token every call carries. */
  readonly headers?: z.ZodMiniObject;
  /** `null`: the call sends no body. */
  readonly body: z.ZodMiniType | MultipartBody | null;
  readonly response: z.ZodMiniType | BlobResponse;
  readonly errors: ErrorKind;
  /** Who may call it and how the brand is bound: its rule in the access table (`access.ts`). */
  readonly access: AccessRuleName;
  /**
   * One realistic request and answer, checked against the schemas above (`ExamplesFit`):
   * shown in the OpenAPI document and parsed by the contract tests, so every schema is
   * known to accept real data. The browser's bundle leaves it out (scripts/browserContract.ts).
   */
  readonly example: AnyCallExample;
}

/** Any call's example, for code that walks all of them. */
export interface AnyCallExample {
  readonly params: object;
  readonly query: object;
  readonly body?: unknown;
  readonly response?: unknown;
}

/** Calls by name: one area's (`calls/<area>.ts`) or all of them (`calls.ts`). */
export type CallTable = Readonly<Record<string, CallDef>>;

export const isMultipart = (body: CallDef['body']): body is MultipartBody =>
  body !== null && 'kind' in body && body.kind === 'multipart';

export const isBlobResponse = (response: CallDef['response']): response is BlobResponse =>
  'kind' in response && response.kind === 'blob';

/** What the client passes for a call (before defaults or checks apply). */
export type CallParams<D extends CallDef> = z.input<D['params']>;
export type CallQuery<D extends CallDef> = z.input<D['query']>;
export type CallBody<D extends CallDef> = D['body'] extends z.ZodMiniType
  ? z.input<D['body']>
  : D['body'] extends MultipartBody
    ? Blob
    : undefined;

/**
 * What a successful call answers, after validation; a document as a file named as its
 * Content-Disposition says (the name is empty when it says none).
 */
export type CallResponse<D extends CallDef> = D['response'] extends z.ZodMiniType
  ? z.output<D['response']>
  : File;

/** A call's example: its parameters, and its body and answer where they are JSON. */
export type ExampleOf<D extends CallDef> = {
  readonly params: CallParams<D>;
  readonly query: CallQuery<D>;
} & (D['body'] extends z.ZodMiniType ? { readonly body: CallBody<D> } : Record<never, never>) &
  (D['response'] extends z.ZodMiniType
    ? { readonly response: CallResponse<D> }
    : Record<never, never>);

/** A value as `as const` writes it: read-only all the way down. */
type Frozen<T> = T extends readonly (infer E)[]
  ? readonly Frozen<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/**
 * An area's table whose examples fit their calls:
 * `export default areaCalls satisfies ExamplesFit<typeof areaCalls>`.
 */
export type ExamplesFit<T extends CallTable> = {
  readonly [N in keyof T]: { readonly example: Frozen<ExampleOf<T[N]>> };
};
