import { create as contentDisposition } from 'content-disposition';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bodyTooLarge, fileTooLarge, maxBodyBytes } from '../src/api/contract/bodyLimit.ts';
import {
  calls,
  isBlobResponse,
  isMultipart,
  type CallDef,
  type CallName,
} from '../src/api/contract/calls.ts';
import type { ErrorBody } from '../src/api/contract/common.ts';
import { toFieldErrors } from '../src/api/contract/fieldErrors.ts';
import { z } from '../src/api/contract/zod.ts';
import { accessCheck } from './access.ts';
import { HttpFailure, type FailureStatus } from './failure.ts';

export { fail, HttpFailure, type FailureStatus } from './failure.ts';

// The field errors of a 400 carry English developer messages. zod/mini has no texts of its
// own; the browser goes without them, the sandbox loads them.
z.config(z.locales.en());

type Calls = typeof calls;
type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface RouteInput<N extends CallName> {
  params: Out<Calls[N]['params']>;
  query: Out<Calls[N]['query']>;
  body: Calls[N]['body'] extends z.ZodMiniType
    ? z.output<Calls[N]['body']>
    : Calls[N]['body'] extends null
      ? undefined
      : File;
  headers: Record<string, string>;
  c: Context;
}

/** A handler answers with the contract's response, an error body, a PDF, or a raw Response. */
export type RouteResult<N extends CallName> =
  | {
      status?: 200 | 201;
      json: Calls[N]['response'] extends z.ZodMiniType ? z.input<Calls[N]['response']> : never;
    }
  | { status: FailureStatus; error: ErrorBody }
  | { pdf: Uint8Array; fileName: string }
  | Response;

/**
 * A download's Content-Disposition: the name as written (`Sözleşme-özeti.pdf` in UTF-8)
 * and, for clients that read only the plain parameter, the same without its accents.
 */
export function attachment(fileName: string): string {
  const ascii = fileName
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[^\w.-]/g, '_');
  return contentDisposition(fileName, { fallback: ascii });
}

const badRequest = (c: Context, error: z.core.$ZodError, input: unknown, prefix: string) =>
  c.json(
    {
      message: 'Validation failed.',
      errors: toFieldErrors(error, input).map((e) => ({
        ...e,
        field: prefix ? `${prefix}.${e.field}`.replace(/\.$/, '') : e.field,
      })),
    } satisfies ErrorBody,
    400,
  );

const isJson = (contentType: string | undefined) =>
  /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

async function readBody(
  c: Context,
  name: CallName,
): Promise<{ ok: true; value: unknown } | { ok: false; res: Response }> {
  const def: CallDef = calls[name];
  if (def.body === null) return { ok: true, value: undefined };
  if (isMultipart(def.body)) {
    const form = await c.req.formData().catch(() => undefined);
    const file = form?.get(def.body.field);
    if (!(file instanceof File)) {
      return {
        ok: false,
        res: c.json(
          {
            message: 'Validation failed.',
            errors: [{ field: def.body.field, code: 'required', message: 'A file is required.' }],
          },
          400,
        ),
      };
    }
    return { ok: true, value: file };
  }
  const text = await c.req.text();
  // JSON only as JSON: a text/plain body (a form a foreign page can send without CORS
  // preflight) is refused, not parsed.
  if (text && !isJson(c.req.header('content-type'))) {
    return {
      ok: false,
      res: c.json(
        {
          code: 'UnsupportedMediaType',
          message: 'Send the body as application/json.',
        } satisfies ErrorBody,
        415,
      ),
    };
  }
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    return {
      ok: false,
      res: c.json(
        {
          message: 'Validation failed.',
          errors: [{ field: '', code: 'invalidFormat', message: 'The body is not valid JSON.' }],
        },
        400,
      ),
    };
  }
  const parsed = def.body.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, res: badRequest(c, parsed.error, raw, '') };
}

/**
 * The 413 of a call: above the largest body its contract allows, before anything is read
 * further. The connection closes, so the rest of an oversized body is not read either.
 */
function limitBody(def: CallDef) {
  const maxSize = maxBodyBytes(def);
  const tooLarge = isMultipart(def.body) ? fileTooLarge(def.body.maxBytes) : bodyTooLarge(maxSize);
  return bodyLimit({
    maxSize,
    onError: (c) => c.json(tooLarge, 413, { Connection: 'close' }),
  });
}

/**
 * What a call decides of a request before anything of its body is read (its per-client
 * limits): it refuses by throwing `fail(…)`, or lets the request on with `next`, which reads
 * the body and runs the rest of the call.
 */
export type Admission = (c: Context, next: () => Promise<void>) => Promise<void>;

/**
 * An admission as middleware. Its refusal closes the connection: the body it refused is
 * then neither read nor sent on (a 10 MB upload of a client already refused stops there).
 */
function admitting(admit: Admission): MiddlewareHandler {
  return async (c, next) => {
    try {
      await admit(c, next);
      return undefined;
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
      return c.json(error.body, error.status, { ...error.headers, Connection: 'close' });
    }
  };
}

/**
 * Registers one call of the contract on the sandbox app: the call's own admission (before
 * anything reads the body, whose limit may buffer it), the body limit and the access rule
 * of the contract come first (sandbox/access.ts), then params, query, headers and body are
 * validated against `src/api/contract` (400 with an errors list), and the handler's answer
 * is checked against the response schema before it leaves.
 */
export function contractRoute<N extends CallName>(
  app: Hono,
  name: N,
  handler: (input: RouteInput<N>) => RouteResult<N> | Promise<RouteResult<N>>,
  admit?: Admission,
) {
  const def: CallDef = calls[name];
  if (admit) app.on(def.method, def.path, admitting(admit));
  app.on(def.method, def.path, limitBody(def), accessCheck(app, name), async (c) => {
    const rawParams = c.req.param() as Record<string, string>;
    const params = def.params.safeParse(rawParams);
    if (!params.success) return badRequest(c, params.error, rawParams, 'params');
    const rawQuery = c.req.query();
    const query = def.query.safeParse(rawQuery);
    if (!query.success) return badRequest(c, query.error, rawQuery, 'query');
    const headers = Object.fromEntries(
      Object.entries(c.req.header()).map(([k, v]) => [k.toLowerCase(), v]),
    );
    if (def.headers) {
      const checked = def.headers.safeParse(headers);
      if (!checked.success) return badRequest(c, checked.error, headers, 'headers');
    }
    const body = await readBody(c, name);
    if (!body.ok) return body.res;
    let result: RouteResult<N>;
    try {
      result = await handler({
        params: params.data,
        query: query.data,
        body: body.value,
        headers,
        c,
      } as RouteInput<N>);
    } catch (error) {
      if (error instanceof HttpFailure) return c.json(error.body, error.status, error.headers);
      throw error;
    }
    if (result instanceof Response) return result;
    if ('error' in result) return c.json(result.error, result.status);
    if ('pdf' in result) {
      return new Response(new Blob([new Uint8Array(result.pdf)]), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': attachment(result.fileName),
        },
      });
    }
    if (isBlobResponse(def.response)) throw new Error(`${name} must answer with a PDF`);
    // The sandbox is the contract's reference implementation: an answer that breaks it is a bug here.
    const checked = def.response.safeParse(result.json);
    if (!checked.success)
      throw new Error(`${name} answered outside the contract: ${checked.error.message}`);
    return c.json(result.json, result.status ?? 200);
  });
}
