import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CallBody, CallParams, CallQuery, CallResponse, CallTable } from './callDef.ts';
export {
  isBlobResponse,
  isMultipart,
  type BlobResponse,
  type CallDef,
  type CallTable,
  type ErrorKind,
  type HttpMethod,
  type MultipartBody,
} from './callDef.ts';

/**
 * Each area's call table (`calls/<area>.ts`, default export) names itself here, so the
 * whole table is typed: `declare module '../calls.ts' { interface AreaCalls { … } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas
export interface AreaCalls {}

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

export type Calls = Intersection<AreaCalls[keyof AreaCalls]>;

const AREAS = join(import.meta.dirname, 'calls');

/** The areas' tables: every `calls/<area>.ts`, tests aside. */
async function areaTables(): Promise<CallTable[]> {
  const files = readdirSync(AREAS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  return Promise.all(
    files.sort().map(async (file) => {
      const module = (await import(pathToFileURL(join(AREAS, file)).href)) as {
        default: CallTable;
      };
      return module.default;
    }),
  );
}

/**
 * Every call of SPEC §7: the client types, the sandbox validates and the OpenAPI document
 * describes with this table. It is the areas' tables together, found in `calls/`. The
 * browser never loads it: a screen's code asks for the calls of its area
 * (`loadApi(() => import('…/calls/<area>.ts'))`), so it carries only their schemas, and
 * only once it calls.
 */
export const calls = Object.assign({}, ...(await areaTables())) as Calls;
export type CallName = keyof Calls;

export const callNames = Object.keys(calls) as CallName[];

export type ParamsOf<N extends CallName> = CallParams<Calls[N]>;
export type QueryOf<N extends CallName> = CallQuery<Calls[N]>;
export type BodyOf<N extends CallName> = CallBody<Calls[N]>;
export type ResponseOf<N extends CallName> = CallResponse<Calls[N]>;
