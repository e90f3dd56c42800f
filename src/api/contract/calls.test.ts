import { describe, expect, it } from 'vitest';
import {
  callNames,
  calls,
  isBlobResponse,
  isMultipart,
  type CallDef,
  type CallName,
  type CallTable,
} from './calls.ts';
import { IDEMPOTENCY_KEY_HEADER } from './headers.ts';
import { z } from './zod.ts';

/** SPEC §7, copied verbatim: method and path of every call. */
const spec = `
GET /api/auth/token
GET /api/{brand}/lists/nationalities
GET /api/consent/{id}
GET /api/{brand}/contracttermination/config
POST /api/{brand}/contracttermination/{id}
GET /api/{brand}/contracttermination/download/{id}
POST /api/{brand}/contracttermination/upload/{id}
GET /api/offer/verify/{id}
GET /api/offer/{id}
GET /api/offer/{id}/preview
POST /api/offer/accept/{id}
GET /api/offer/summary/{id}
GET /api/offer/documents/{a}/{b}/{c}
PATCH /api/offer/{id}
POST /api/offer/{id}/preview/reset
GET /api/{brand}/customer/details/{id}
POST /api/{brand}/customer/details/{id}
POST /api/declinemail
GET /api/entry/novum
GET /api/idv/{id}
GET /api/idv/{id}/methods
POST /api/idv/{id}/methods
POST /api/validation/{brand}/address
POST /api/validation/{brand}/iban
GET /api/{brand}/prefilledcontracttermination/config
POST /api/{brand}/prefilledcontracttermination/{id}
GET /api/{brand}/prefilledcontracttermination/download/{id}
GET /api/{brand}/prefilledcontracttermination/prefill
`
  .trim()
  .split('\n');

const shape = (method: string, path: string) => `${method} ${path.replace(/[:{]\w+}?/g, '*')}`;
const entries = callNames.map((name) => [name, calls[name] as CallDef] as const);

describe('the call table', () => {
  it('has every call of SPEC §7, no two with one method and path', () => {
    const tableShapes = entries.map(([, c]) => shape(c.method, c.path));
    const specShapes = spec.map((line) => {
      const [method = '', path = ''] = line.split(' ');
      return shape(method, path);
    });
    expect(tableShapes).toEqual(expect.arrayContaining(specShapes));
    expect(new Set(tableShapes).size).toBe(tableShapes.length);
  });

  it("is the areas' tables together, each call in exactly one of them", () => {
    const areas = import.meta.glob<Record<string, CallTable>>('./calls/*.ts', { eager: true });
    const tables = Object.values(areas).flatMap((module) => Object.values(module));
    const names = tables.flatMap((table) => Object.keys(table));
    expect(names.sort()).toEqual([...callNames].sort());
    for (const table of tables)
      for (const [name, call] of Object.entries(table))
        expect(call, name).toBe(calls[name as CallName]);
  });

  it.each(entries)('%s declares exactly the parameters its path has', (_name, call) => {
    const inPath = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    expect(Object.keys(call.params.shape).sort()).toEqual(inPath.sort());
  });

  it('maps offer paths to the offer catalogue, idv paths to idv, the rest to generic', () => {
    for (const [name, call] of entries) {
      const expected = call.path.startsWith('/api/offer/')
        ? 'offer'
        : call.path.startsWith('/api/idv/')
          ? 'idv'
          : 'generic';
      expect(call.errors, name).toBe(expected);
    }
  });

  it('sends bodies only with POST and PATCH, and GET never has one', () => {
    for (const [name, call] of entries) {
      if (call.method === 'GET') expect(call.body, name).toBeNull();
      if (call.method === 'PATCH') expect(call.body, name).not.toBeNull();
    }
  });

  it('answers a PDF blob exactly for the downloads and documents', () => {
    for (const [name, call] of entries)
      expect(isBlobResponse(call.response), name).toBe(/\/(download|documents)\//.test(call.path));
    for (const [, call] of entries)
      if (!isBlobResponse(call.response)) expect(call.response).toBeInstanceOf(z.ZodMiniType);
  });

  it('uploads one file field, PDF, JPEG or PNG, with a size limit', () => {
    const body = calls.terminationUpload.body;
    expect(isMultipart(body)).toBe(true);
    expect(body).toMatchObject({ field: 'file', maxBytes: 10 * 1024 * 1024 });
    expect([...body.contentTypes].sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    const others = entries.filter(([n, c]) => n !== 'terminationUpload' && isMultipart(c.body));
    expect(others).toEqual([]);
  });

  it('reads the idempotency key on accept', () => {
    const headers = calls.offerAccept.headers;
    expect(Object.keys(headers.shape)).toEqual([IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    expect(headers.safeParse({ 'idempotency-key': crypto.randomUUID() }).success).toBe(true);
    expect(headers.safeParse({ 'idempotency-key': 'again' }).success).toBe(false);
  });
});
