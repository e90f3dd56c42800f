import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { callNames, calls, isMultipart, type CallName } from '../src/api/contract/calls.ts';
import { maxBodyBytes } from '../src/api/contract/bodyLimit.ts';
import { callExamples, type AnyCallExample } from '../src/api/contract/examples.ts';
import { brandEnum } from '../src/brand/schema.ts';
import { loadBrands } from '../src/brand/registry.ts';
import { TOKEN_RULE } from '../src/routes.ts';
import { splitLocale } from '../src/routing/paths.ts';
import { matchRoute } from '../src/routing/match.ts';
import { createSandbox } from './app.ts';
import type { ListedScenario } from './context.ts';
import { modules } from './modules/index.ts';
import { onePage } from './modules/support/disarm/testFiles.ts';
import { seededCall } from './testing.ts';

const tmp = mkdtempSync(join(tmpdir(), 'sandbox-app-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const sandbox = createSandbox({ dbPath: ':memory:', quiet: true, uploadDir: join(tmp, 'uploads') });
const { app } = sandbox;

const siteBrands = loadBrands().map((b) => b.slug);
const knownBrands = new Set<string>([...brandEnum, ...siteBrands]);
const areas = modules.map((m) => m.name);
const example = (name: CallName) => callExamples[name] as AnyCallExample;

interface Call {
  params: Record<string, string>;
  query: Record<string, string>;
  /** A JSON value, raw text (malformed JSON), a file for multipart calls, or nothing. */
  body?: { json: unknown } | { text: string } | { file: Uint8Array; field: string } | undefined;
  headers?: Record<string, string>;
}

function requestOf(name: CallName, call: Call): [string, RequestInit] {
  const def = calls[name];
  const path = def.path.replace(/:(\w+)/g, (_m, key: string) =>
    encodeURIComponent(call.params[key] ?? ''),
  );
  const search = new URLSearchParams(call.query).toString();
  const headers: Record<string, string> = { ...call.headers };
  let body: BodyInit | undefined;
  // A GET has no body; whatever the generator made for one is dropped.
  const b = def.method === 'GET' ? undefined : call.body;
  if (b && 'json' in b && b.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(b.json);
  } else if (b && 'text' in b) {
    headers['content-type'] = 'application/json';
    body = b.text;
  } else if (b && 'file' in b) {
    const form = new FormData();
    form.append(
      b.field,
      new File([new Uint8Array(b.file)], 'Nachweis.pdf', { type: 'application/pdf' }),
    );
    body = form;
  }
  return [
    `${path}${search ? `?${search}` : ''}`,
    { method: def.method, headers, body: body ?? null },
  ];
}

/** An example call of the contract, with a brand swapped in when asked. */
function exampleCall(name: CallName, brand?: string): Call {
  const ex = example(name);
  const params = { ...(ex.params as Record<string, string>) };
  if (brand && 'brand' in params) params['brand'] = brand;
  const def = calls[name];
  const body = isMultipart(def.body)
    ? { file: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), field: 'file' }
    : def.body
      ? { json: ex.body }
      : undefined;
  return { params, query: { ...(ex.query as Record<string, string>) }, body };
}

describe('the sandbox app', () => {
  it('lists every scenario with token, area, brand, name, what to expect and a site path that exists', async () => {
    const res = await app.request('/__sandbox/scenarios');
    expect(res.status).toBe(200);
    const list = (await res.json()) as ListedScenario[];
    expect(list.length).toBeGreaterThan(50);
    for (const s of list) {
      expect(s.token, s.name).toMatch(/\S/);
      expect(areas, s.name).toContain(s.area);
      expect(knownBrands.has(s.brand), `${s.name}: brand ${s.brand}`).toBe(true);
      expect(s.name).toMatch(/\S/);
      expect(s.expect, s.name).toMatch(/\S{3}/);
      if (s.path) {
        const url = new URL(s.path, 'http://site.test');
        const { path } = splitLocale(url.pathname);
        expect(matchRoute(path).kind, `${s.name}: ${s.path}`).toBe('route');
        // A link token, in the path or as `?token=`, keeps the site's token rule.
        if (url.pathname.split('/').includes(s.token) || url.searchParams.get('token') === s.token)
          expect(s.token, s.name).toMatch(TOKEN_RULE);
      }
    }
    const names = list.map((s) => s.name);
    expect(new Set(names).size, 'scenario names are unique').toBe(names.length);
  });

  it('restores the seeded state on reset', async () => {
    const { app: fresh } = createSandbox({
      dbPath: ':memory:',
      quiet: true,
      uploadDir: join(tmp, 'reset'),
    });
    const decline = async () => {
      const res = await fresh.request('/api/declinemail?token=o2-mail-decline-0001&brand=o2', {
        method: 'POST',
      });
      return res.json();
    };
    expect(await decline()).toMatchObject({ result: 'declined' });
    expect(await decline()).toMatchObject({ result: 'alreadyDeclined' });
    const before = (await (await fresh.request('/__sandbox/scenarios')).json()) as ListedScenario[];
    const reset = await fresh.request('/__sandbox/reset', { method: 'POST' });
    expect(await reset.json()).toEqual({ reset: true, scenarios: before.length });
    expect(await decline()).toMatchObject({ result: 'declined' });
  });

  it('serves the OpenAPI document with every call', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const name of callNames) {
      const { path, method } = calls[name];
      expect(
        doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()],
        name,
      ).toBeDefined();
    }
  });

  it.each(callNames.filter((n) => calls[n].path.includes(':brand')))(
    '%s answers 404 for a brand that does not exist',
    async (name) => {
      const res = await app.request(...requestOf(name, exampleCall(name, 'no-such-brand')));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'BrandNotFound' });
    },
  );

  it('keeps its state across a restart on a database file', async () => {
    const dir = mkdtempSync(join(tmp, 'restart-'));
    const options = {
      dbPath: join(dir, 'sandbox.sqlite'),
      quiet: true,
      uploadDir: join(dir, 'uploads'),
    };
    const first = createSandbox(options);
    const declined = await first.app.request(
      '/api/declinemail?token=aldi-mail-decline-0001&brand=aldi',
      {
        method: 'POST',
      },
    );
    expect(await declined.json()).toMatchObject({ result: 'declined' });
    const contact = { email: 'neu@example.de' };
    const details = (await (
      await first.app.request('/api/aldi/customer/details/aldi-customer-0001')
    ).json()) as {
      address: unknown;
    };
    const updated = await first.app.request('/api/aldi/customer/details/aldi-customer-0001', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contact, address: details.address }),
    });
    expect(updated.status).toBe(200);
    const id = crypto.randomUUID();
    const submitted = await first.app.request(
      ...requestOf('terminationSubmit', {
        ...exampleCall('terminationSubmit'),
        params: { brand: 'o2', id },
      }),
    );
    expect(submitted.status).toBe(201);
    first.ctx.db.close();

    const second = createSandbox(options);
    const again = await second.app.request(
      '/api/declinemail?token=aldi-mail-decline-0001&brand=aldi',
      {
        method: 'POST',
      },
    );
    expect(await again.json()).toMatchObject({ result: 'alreadyDeclined' });
    const reread = await second.app.request('/api/aldi/customer/details/aldi-customer-0001');
    expect(await reread.json()).toMatchObject({ contact });
    expect((await second.app.request(`/api/o2/contracttermination/download/${id}`)).status).toBe(
      200,
    );
    second.ctx.db.close();
  });
});

/** Strings a client could send by mistake or on purpose. */
const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom('', ' ', '..', '%', '%2F', '/', 'null', '__proto__', 'constructor', '😀', 'ä'),
  fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
  fc.uuid(),
);

const paramValue = (name: CallName, key: string) =>
  key === 'brand'
    ? fc.oneof(fc.constantFrom(...siteBrands), junk)
    : fc.oneof(fc.constant(String((example(name).params as Record<string, unknown>)[key])), junk);

/** The example value with one place replaced or removed. */
function mutated(value: unknown): fc.Arbitrary<unknown> {
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node))
        walk(v, [...path, Array.isArray(node) ? Number(k) : k]);
  };
  walk(value, []);
  return fc
    .tuple(
      fc.nat({ max: paths.length - 1 }),
      fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
    )
    .map(([index, replacement]) => {
      const path = paths[index] ?? [];
      if (path.length === 0) return replacement;
      const copy = structuredClone(value) as Record<string | number, unknown>;
      let node = copy;
      for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
      const last = path[path.length - 1] as string | number;
      if (replacement === undefined) delete node[last];
      else node[last] = replacement;
      return copy;
    });
}

/** Any input at all: near the example, random, or broken. */
function anyCall(name: CallName): fc.Arbitrary<Call> {
  const def = calls[name];
  const paramKeys = Object.keys(def.params.shape);
  const queryKeys = Object.keys(def.query.shape);
  const ex = example(name);
  const params = fc.record(Object.fromEntries(paramKeys.map((k) => [k, paramValue(name, k)])));
  const query = fc
    .tuple(
      fc.record(
        Object.fromEntries(
          queryKeys.map((k) => [
            k,
            fc.oneof(fc.constant(String((ex.query as Record<string, unknown>)[k])), junk),
          ]),
        ),
        { requiredKeys: [] },
      ),
      fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }) as Record<string, string>);
  const body: fc.Arbitrary<Call['body']> = isMultipart(def.body)
    ? fc.oneof(
        fc.record({ file: fc.uint8Array({ maxLength: 512 }), field: fc.constant('file') }),
        fc.record({ file: fc.uint8Array({ maxLength: 64 }), field: junk }),
        fc.record({ text: junk }),
      )
    : def.body
      ? fc.oneof(
          mutated(ex.body).map((json) => ({ json })),
          fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })),
          junk.map((text) => ({ text })),
          fc.constant(undefined),
        )
      : fc.option(
          junk.map((text) => ({ text })),
          { nil: undefined },
        );
  const headers = fc.record(
    {
      'x-forwarded-for': fc.ipV4(),
      // Header values travel as bytes: only visible ASCII can be sent at all.
      'idempotency-key': fc.oneof(fc.uuid(), fc.stringMatching(/^[\x21-\x7e]{0,40}$/)),
    },
    { requiredKeys: ['x-forwarded-for'] },
  );
  return fc.record({ params, query, body, headers });
}

/** Input that breaks the contract for sure: a bad parameter, query value or body. */
function brokenCall(name: CallName): fc.Arbitrary<Call> {
  const def = calls[name];
  const shape = def.params.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  const queryShape = def.query.shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean } }
  >;
  const badParam = (key: string) =>
    junk.filter((v) => (key === 'brand' ? !knownBrands.has(v) : !shape[key]?.safeParse(v).success));
  const targets: fc.Arbitrary<Call>[] = [];
  const base = exampleCall(name);
  for (const key of Object.keys(shape))
    targets.push(badParam(key).map((v) => ({ ...base, params: { ...base.params, [key]: v } })));
  for (const key of Object.keys(queryShape).filter(
    (k) => !queryShape[k]?.safeParse(undefined).success,
  ))
    targets.push(
      junk
        .filter((v) => !queryShape[key]?.safeParse(v).success)
        .map((v) => ({ ...base, query: { ...base.query, [key]: v } })),
    );
  if (isMultipart(def.body))
    targets.push(
      fc
        .uint8Array({ maxLength: 64 })
        .map((file) => ({ ...base, body: { file, field: 'document' } })),
    );
  else if (def.body) targets.push(junk.map((text) => ({ ...base, body: { text: `{{${text}` } })));
  return fc
    .oneof(...targets)
    .chain((call) =>
      fc.ipV4().map((ip) => ({ ...call, headers: { ...call.headers, 'x-forwarded-for': ip } })),
    );
}

/** Statuses that say enough on their own; every other failure must name the invalid fields. */
const selfExplaining = new Set([401, 403, 404, 409, 429]);

async function checkAnswer(name: CallName, call: Call, mustFail: boolean) {
  const res = await app.request(...requestOf(name, call));
  const where = `${name} ${JSON.stringify(call).slice(0, 400)} → ${res.status}`;
  expect(res.status, where).toBeLessThan(500);
  if (mustFail) expect(res.status, where).toBeGreaterThanOrEqual(400);
  if (res.status >= 400 && !selfExplaining.has(res.status)) {
    const body = (await res.json()) as { errors?: unknown[] };
    expect(Array.isArray(body.errors) && body.errors.length > 0, where).toBe(true);
  }
}

describe('random and malformed input', () => {
  it.each(callNames)('%s never answers 5xx and explains every 4xx', async (name) => {
    await fc.assert(
      fc.asyncProperty(anyCall(name), (call) => checkAnswer(name, call, false)),
      { numRuns: 40 },
    );
  });

  it.each(callNames)('%s refuses input that breaks the contract with a 4xx', async (name) => {
    await fc.assert(
      fc.asyncProperty(brokenCall(name), (call) => checkAnswer(name, call, true)),
      { numRuns: 25 },
    );
  });
});

describe('bodies and caching', () => {
  const jsonCalls = callNames.filter((name) => {
    const body = calls[name].body;
    return body !== null && !isMultipart(body);
  });

  /** A body of `total` bytes made as it is read, never held; no Content-Length. */
  const streamed = (total: number) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(64 * 1024, total - sent)).fill(0x20);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
  };

  // A GET cannot carry a body in a Request; the edge test sends one over raw HTTP.
  const sendingCalls = callNames.filter((name) => calls[name].method !== 'GET');

  it.each(sendingCalls)(
    '%s answers 413 above the largest body its contract allows',
    async (name) => {
      const { path, init } = seededCall(name);
      const limit = maxBodyBytes(calls[name]);
      const send = (body: BodyInit, headers: Record<string, string> = {}) =>
        app.request(path, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), ...headers },
          body,
          duplex: 'half',
        } as RequestInit);
      const declared = await send('x', { 'content-length': String(200 * 1024 * 1024) });
      expect(declared.status, name).toBe(413);
      const overflowing = await send(streamed(200 * 1024 * 1024));
      expect(overflowing.status, name).toBe(413);
      expect(overflowing.headers.get('connection')).toBe('close');
      expect(await overflowing.json()).toMatchObject(
        isMultipart(calls[name].body)
          ? { errors: [{ field: 'file', code: 'fileTooLarge' }] }
          : { code: 'PayloadTooLarge' },
      );
      expect((await send(streamed(limit))).status, name).not.toBe(413);
    },
  );

  it.each(jsonCalls)('%s refuses a body that is not sent as JSON with 415', async (name) => {
    // A seeded link: an unknown token would be refused before its body is read.
    const { path, init } = seededCall(name);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const res = await app.request(path, { ...init, headers });
      expect(res.status, `${name} ${type}`).toBe(415);
      expect(await res.json()).toMatchObject({ code: 'UnsupportedMediaType' });
    }
  });

  it.each(callNames)('%s answers with Cache-Control: no-store, errors included', async (name) => {
    const good = await app.request(...requestOf(name, exampleCall(name)));
    expect(good.headers.get('cache-control'), name).toBe('no-store');
    const bad = await app.request(
      ...requestOf(name, { params: { brand: 'nope', id: 'x' }, query: {} }),
    );
    expect(bad.headers.get('cache-control'), name).toBe('no-store');
  });
});

describe('uploads of a sandbox in memory', () => {
  it('are kept in a temporary folder of its own, gone once the sandbox closes', async () => {
    const inMemory = createSandbox({ dbPath: ':memory:', quiet: true });
    const form = new FormData();
    form.append('file', new File([new Uint8Array(onePage())], 'proof.pdf'));
    const answer = await inMemory.app.request(
      `/api/o2/contracttermination/upload/${crypto.randomUUID()}`,
      { method: 'POST', body: form },
      { incoming: { socket: { remoteAddress: '203.0.113.1' } } },
    );
    expect(answer.status).toBe(201);
    const { uploadId } = (await answer.json()) as { uploadId: string };
    const folder = inMemory.ctx.uploadDir;
    expect(dirname(folder)).toBe(tmpdir());
    expect(readdirSync(folder)).toEqual([`${uploadId}.pdf`]);
    inMemory.close();
    expect(existsSync(folder)).toBe(false);
  });
});
