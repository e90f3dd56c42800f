import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../scripts/openapi.ts';
import { ruleOf } from './contract/access.ts';
import { callNames, calls, type CallDef } from './contract/calls.ts';
import { buildOpenApi, renderOpenApi } from './openapi.ts';

type Json = { [key: string]: unknown };
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const doc = buildOpenApi();
const schemas = doc.components.schemas as Record<string, Json>;

function resolveRef(schema: Json): Json | undefined {
  const ref = schema['$ref'];
  return typeof ref === 'string' ? schemas[ref.replace('#/components/schemas/', '')] : schema;
}

/** JSON pointers of object properties that carry no description, anywhere in the document. */
function undocumented(node: unknown, pointer: string, found: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n, i) => undocumented(n, `${pointer}/${i}`, found));
  if (!isObject(node)) return found;
  const properties = node['properties'];
  if (node['type'] === 'object' && isObject(properties))
    for (const [name, property] of Object.entries(properties)) {
      const described =
        isObject(property) && (property['description'] ?? resolveRef(property)?.['description']);
      if (!described) found.push(`${pointer}/properties/${name}`);
    }
  for (const [key, value] of Object.entries(node)) undocumented(value, `${pointer}/${key}`, found);
  return found;
}

describe('the OpenAPI document', () => {
  it('is committed up to date', () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(
      committed === renderOpenApi(),
      'src/api/openapi.json is stale: run `node scripts/openapi.ts` and commit the file',
    ).toBe(true);
  });

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it.each(callNames)('describes %s with its method and path', (name) => {
    const call = calls[name] as CallDef;
    const path = call.path.replace(/:(\w+)/g, '{$1}');
    const op = doc.paths[path]?.[call.method.toLowerCase()];
    expect(op, `${call.method} ${path}`).toMatchObject({
      operationId: name,
      responses: { '200': expect.anything(), default: expect.anything() },
    });
  });

  it.each(callNames)('says who may call %s and how its brand is bound', (name) => {
    const call = calls[name] as CallDef;
    const op = doc.paths[call.path.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()] as Json;
    const access = op['x-access'] as Json;
    expect(access['caller']).toBe(ruleOf(call).caller);
    expect(access['brand']).toContain(ruleOf(call).brand.mismatch);
    expect(access['maxBodyBytes']).toBeGreaterThan(0);
    const bearer = Boolean((access['refusals'] as Json)['withoutBearer']);
    expect(op['security']).toEqual(bearer ? [{}, { bearerAuth: [] }] : [{}]);
  });

  it('has one operation per call, no more', () => {
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(callNames.length);
  });

  it('documents every field of every schema', () => {
    expect(undocumented(doc, '#', [])).toEqual([]);
  });

  it('documents every parameter', () => {
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods))
        for (const parameter of op['parameters'] as Json[])
          if (!('$ref' in parameter))
            expect(
              parameter['description'],
              `${method} ${path} ${String(parameter['name'])}`,
            ).toMatch(/\S/);
  });

  it('resolves every reference', () => {
    const components = doc.components as Record<string, Json>;
    for (const ref of new Set(JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [])) {
      const [, kind = '', name = ''] = /"#\/components\/(\w+)\/([^"]+)"/.exec(ref) ?? [];
      expect(components[kind]?.[name], ref).toBeDefined();
    }
  });

  it('shows the offer error codes and statuses of SPEC §8 on offer calls', () => {
    const get = doc.paths['/api/offer/{id}']?.['get'] as Json;
    const responses = get['responses'] as Record<string, Json>;
    expect(Object.keys(responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', 'default']),
    );
    expect(responses['default']?.['description']).toContain('OfferPaymentWaitForCapture');
  });

  it('describes the upload as multipart with a file field and the PDFs as binary', () => {
    const upload = doc.paths['/api/{brand}/contracttermination/upload/{id}']?.['post'] as Json;
    expect(JSON.stringify(upload['requestBody'])).toContain('"multipart/form-data"');
    expect(JSON.stringify(upload['requestBody'])).toContain('"required":["file"]');
    const download = doc.paths['/api/{brand}/contracttermination/download/{id}']?.['get'] as Json;
    expect(Object.keys((download['responses'] as Json)['200'] as Json)).toContain('content');
    expect(JSON.stringify(download['responses'])).toContain('"application/pdf"');
  });
});
