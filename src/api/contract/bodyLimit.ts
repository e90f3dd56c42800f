import { isMultipart, type CallDef, type HttpMethod } from './callDef.ts';
import { callNames, calls, type CallName } from './calls.ts';
import { regexMaxLength } from './regexLength.ts';
import { z } from './zod.ts';

/**
 * The largest request body each call of the contract takes, derived from its schema: the
 * edge and the sandbox answer 413 above it, and the generated nginx config says the same
 * (`client_max_body_size` per location). A JSON body's bound is the longest compact JSON its
 * schema allows, every character written as a `\uXXXX` escape (6 bytes), plus a margin; a
 * multipart upload's is its file limit plus the form's framing.
 */

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** Form boundaries, part headers and the file name around an upload's bytes. */
export const MULTIPART_FRAMING_BYTES = 64 * 1024;
/** Room above a JSON body's bound (spacing, a client's own formatting), and a body-less call's limit. */
export const JSON_MARGIN_BYTES = 1024;
/** Bytes of one character written as a JSON `\uXXXX` escape: the most any character takes. */
const ESCAPED_CHAR_BYTES = 6;
/** A number in JSON: sign, 17 significant digits, point and exponent. */
const NUMBER_BYTES = 24;

const quoted = (text: string) => JSON.stringify(text).length;

/** The longest compact JSON text `schema` accepts, or Infinity where it sets no bound. */
export function jsonMaxBytes(schema: JsonSchema): number {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return Math.max(...choices.map((s) => jsonMaxBytes(s as JsonSchema)));
  if (schema.const !== undefined) return JSON.stringify(schema.const).length * ESCAPED_CHAR_BYTES;
  if (schema.enum)
    return Math.max(...schema.enum.map((v) => JSON.stringify(v).length * ESCAPED_CHAR_BYTES));
  switch (schema.type) {
    case 'string': {
      const length = Math.min(
        schema.maxLength ?? Infinity,
        schema.pattern ? regexMaxLength(schema.pattern) : Infinity,
      );
      return 2 + length * ESCAPED_CHAR_BYTES;
    }
    case 'number':
    case 'integer':
      return NUMBER_BYTES;
    case 'boolean':
      return 'false'.length;
    case 'null':
      return 'null'.length;
    case 'array': {
      const item = schema.items && !Array.isArray(schema.items) ? schema.items : {};
      const count = schema.maxItems ?? Infinity;
      return count === 0 ? 2 : 2 + count * (jsonMaxBytes(item as JsonSchema) + 1);
    }
    case 'object': {
      // Unknown fields are dropped by the schema, so they do not count; a record of any keys does.
      if (typeof schema.additionalProperties === 'object') return Infinity;
      const fields = Object.entries(schema.properties ?? {});
      return fields.reduce(
        (sum, [name, value]) =>
          sum + quoted(name) * ESCAPED_CHAR_BYTES + 1 + jsonMaxBytes(value as JsonSchema) + 1,
        2,
      );
    }
    default:
      return Infinity;
  }
}

/** The body limit of one call, in bytes. */
export function maxBodyBytes(def: CallDef): number {
  if (def.body === null) return JSON_MARGIN_BYTES;
  if (isMultipart(def.body)) return def.body.maxBytes + MULTIPART_FRAMING_BYTES;
  const bound = jsonMaxBytes(z.toJSONSchema(def.body, { io: 'input' }) as JsonSchema);
  // Whole KiB, so the nginx config and the documentation can say it plainly.
  return Math.ceil((bound + JSON_MARGIN_BYTES) / 1024) * 1024;
}

export interface CallLimit {
  name: CallName;
  method: HttpMethod;
  path: string;
  /** Matches the call's path, `{param}` as one segment. */
  pattern: RegExp;
  maxBytes: number;
  /** A file upload: its 413 is a field error on the file. */
  upload: boolean;
}

const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/:\w+/g, '[^/]+').replace(/\./g, '\\.')}$`);

/** Every call's body limit, in the order of the contract. */
export const callLimits: readonly CallLimit[] = callNames.map((name) => {
  const def: CallDef = calls[name];
  return {
    name,
    method: def.method,
    path: def.path,
    pattern: pathPattern(def.path),
    maxBytes: maxBodyBytes(def),
    upload: isMultipart(def.body),
  };
});

/**
 * The body limit of a request: the call whose method and path it has (the largest, should
 * two match), else the limit of a call without body, since the API has no such call.
 */
export function maxBodyBytesFor(method: string, pathname: string): number {
  const matching = callLimits.filter((l) => l.method === method && l.pattern.test(pathname));
  return matching.length ? Math.max(...matching.map((l) => l.maxBytes)) : JSON_MARGIN_BYTES;
}

/** The largest body any call takes: an upload. */
export const API_MAX_BODY_BYTES = Math.max(...callLimits.map((l) => l.maxBytes));

/** Body of a 413 for a JSON call, in the contract's error shape. */
export const bodyTooLarge = (maxBytes: number) => ({
  code: 'PayloadTooLarge',
  message: `The request body is larger than ${maxBytes} bytes, the most this call takes.`,
});

/** Body of a 413 for an upload: a field error on the file, which the form shows at the field. */
export const fileTooLarge = (maxBytes: number) => ({
  message: 'Validation failed.',
  errors: [
    { field: 'file', code: 'fileTooLarge', message: `The file is larger than ${maxBytes} bytes.` },
  ],
});
