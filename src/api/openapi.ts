import { brandBindingOf, callers, needsBearer, refusalsOf, ruleOf } from './contract/access.ts';
import { maxBodyBytes } from './contract/bodyLimit.ts';
import { uploadRules } from './contract/uploads.ts';
import {
  callNames,
  calls,
  isBlobResponse,
  isMultipart,
  type CallDef,
  type CallName,
  type ErrorKind,
  type MultipartBody,
} from './contract/calls.ts';
import { downtimeSchema, errorBodySchema, fieldErrorSchema } from './contract/common.ts';
import { callExamples, type AnyCallExample } from './contract/examples.ts';
import { customerDetailsSchema } from './contract/customer.ts';
import { BRAND_HEADER, TRACE_ID_HEADER } from './contract/headers.ts';
import { offerItemSchema, offerSchema, requirementsSchema } from './contract/offer.ts';
import {
  addressSchema,
  contactSchema,
  postalAddressSchema,
  storedPersonalDataSchema,
} from './contract/personal.ts';
import { priceEntrySchema } from './contract/price.ts';
import { terminationConfigSchema, terminationReceiptSchema } from './contract/termination.ts';
import { z } from './contract/zod.ts';
import { idvBodyCodes, offerBodyCodes } from './errors/codes.ts';

/** Version of the API contract; raise it when a field changes meaning or disappears. */
export const CONTRACT_VERSION = '1.0.0';

type JsonSchema = z.core.JSONSchema.BaseSchema;
type JsonObject = Record<string, unknown>;

/** Schemas shared by several calls get a name; call bodies and answers are named after their call. */
const sharedSchemas: Record<string, z.ZodMiniType> = {
  ErrorBody: errorBodySchema,
  FieldError: fieldErrorSchema,
  Downtime: downtimeSchema,
  PriceEntry: priceEntrySchema,
  PostalAddress: postalAddressSchema,
  Address: addressSchema,
  Contact: contactSchema,
  PersonalData: storedPersonalDataSchema,
  Offer: offerSchema,
  OfferItem: offerItemSchema,
  Requirements: requirementsSchema,
  TerminationConfig: terminationConfigSchema,
  TerminationReceipt: terminationReceiptSchema,
  CustomerDetails: customerDetailsSchema,
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function componentNames(): Map<z.ZodMiniType, string> {
  const names = new Map<z.ZodMiniType, string>();
  for (const [name, schema] of Object.entries(sharedSchemas)) names.set(schema, name);
  for (const name of callNames) {
    const call: CallDef = calls[name];
    if (call.body && !isMultipart(call.body) && !names.has(call.body))
      names.set(call.body, `${pascal(name)}Request`);
    if (!isBlobResponse(call.response) && !names.has(call.response))
      names.set(call.response, `${pascal(name)}Response`);
  }
  return names;
}

/** JSON Schema 2020-12 of every named schema; names refer to each other by $ref. */
function componentSchemas(names: Map<z.ZodMiniType, string>): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  // Request and response schemas are both read as input: the client parses answers and the
  // server parses bodies, and unknown fields are ignored on either side.
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    uri: (id) => schemaRef(id).$ref,
  });
  if ('__shared' in schemas) throw new Error('A shared schema needs a name in sharedSchemas.');
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]),
  );
}

function parameters(
  schema: z.ZodMiniObject,
  where: 'path' | 'query' | 'header',
  examples: object = {},
): JsonObject[] {
  const json = z.toJSONSchema(schema, { io: 'input' });
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as JsonSchema;
    const example: unknown = (examples as Record<string, unknown>)[name];
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      description,
      schema: rest,
      ...(example === undefined ? {} : { example }),
    };
  });
}

function multipartBody(body: MultipartBody): JsonObject {
  return {
    required: true,
    description: uploadRules.handling,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            [body.field]: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `The file: ${body.contentTypes.join(', ')}, at most ${body.maxBytes} bytes; the type is checked from the content.`,
            },
          },
          required: [body.field],
        },
        encoding: { [body.field]: { contentType: body.contentTypes.join(', ') } },
      },
    },
  };
}

const errorContent = { 'application/json': { schema: schemaRef('ErrorBody') } };
const errorResponse = (description: string) => ({ description, content: errorContent });

function errorResponses(kind: ErrorKind): JsonObject {
  const invalid = errorResponse(
    'Invalid request; errors lists the invalid fields (ValidationFailed).',
  );
  if (kind === 'offer')
    return {
      '400': invalid,
      '401': errorResponse('No valid bearer token for this offer (NotAuthorized).'),
      '403': errorResponse('Bearer token of another customer (Forbidden).'),
      '404': errorResponse('No offer for this token (NotFound).'),
      default: errorResponse(
        `The offer cannot be used; code is one of ${offerBodyCodes.join(', ')}. ` +
          'offerUseCase, downtime and shopHotline are shown with it. Anything else is Unexpected.',
      ),
    };
  if (kind === 'idv')
    return {
      '400': invalid,
      '404': errorResponse('No identity verification for this token (NotFound).'),
      default: errorResponse(
        `The verification cannot continue; code is one of ${idvBodyCodes.join(', ')}. ` +
          'Anything else is Unexpected.',
      ),
    };
  return { '400': invalid, default: errorResponse('Any other failure (ApiError).') };
}

/** The access rule of a call as the backend team reads it: who, how the brand binds, what is refused. */
function accessOf(call: CallDef): JsonObject {
  const rule = ruleOf(call);
  const refusals = refusalsOf(rule);
  return {
    caller: rule.caller,
    who: callers[rule.caller],
    ...(rule.token
      ? { token: { in: rule.token.in === 'params' ? 'path' : 'query', name: rule.token.name } }
      : {}),
    brand: brandBindingOf(rule),
    refusals: Object.fromEntries(Object.entries(refusals).filter(([, v]) => v !== null)),
    maxBodyBytes: maxBodyBytes(call),
    ...(isMultipart(call.body)
      ? {
          perClient: {
            uploadsPerHour: uploadRules.perClientPerHour,
            uploadsAtOnce: uploadRules.perClientAtOnce,
            keptBytes: { max: uploadRules.perClientKeptBytes, hours: uploadRules.unsentHours },
            client: 'IPv4 address, IPv6 /64',
          },
        }
      : {}),
  };
}

/** Answers every call may give besides its own: another brand's site, a body too large, too many tries. */
function accessResponses(call: CallDef): JsonObject {
  const refusals = refusalsOf(ruleOf(call));
  return {
    ...(refusals.withoutBearer
      ? { '401': errorResponse('No valid bearer token for this offer (NotAuthorized).') }
      : {}),
    ...(refusals.otherBearer
      ? { '403': errorResponse('Bearer token of another customer (Forbidden).') }
      : {}),
    ...(refusals.guessedToken
      ? { '404': errorResponse('Nothing behind this token (NotFound).') }
      : {}),
    '409': errorResponse(
      `Sent from another brand's site: ${refusals.otherBrand.code}, brand names the owner; or a state conflict.`,
    ),
    '413': errorResponse(`Body larger than ${maxBodyBytes(call)} bytes (PayloadTooLarge).`),
    '429': errorResponse(
      'Too many unknown tokens or wrong codes from this client (TooManyRequests); Retry-After says when to try again.',
    ),
    ...(isMultipart(call.body)
      ? {
          '503': errorResponse(
            'The checks are busy or the disk quota is used up (UploadsBusy, UploadsFull); Retry-After says when to try again.',
          ),
        }
      : {}),
  };
}

function operation(name: CallName, call: CallDef, names: Map<z.ZodMiniType, string>): JsonObject {
  const named = (schema: z.ZodMiniType) => schemaRef(names.get(schema) as string);
  const example: AnyCallExample = callExamples[name];
  const op: JsonObject = {
    operationId: name,
    summary: call.summary,
    tags: [call.tag],
    // The bearer token is needed where the offer asks for a login; a link token is a parameter.
    security: needsBearer(ruleOf(call)) ? [{}, { bearerAuth: [] }] : [{}],
    'x-access': accessOf(call),
    parameters: [
      { $ref: '#/components/parameters/TraceId' },
      { $ref: '#/components/parameters/Brand' },
      ...parameters(call.params, 'path', example.params),
      ...parameters(call.query, 'query', example.query),
      ...(call.headers ? parameters(call.headers, 'header') : []),
    ],
  };
  if (call.body)
    op['requestBody'] = isMultipart(call.body)
      ? multipartBody(call.body)
      : {
          required: true,
          content: { 'application/json': { schema: named(call.body), example: example.body } },
        };
  const ok = isBlobResponse(call.response)
    ? {
        description: 'The document.',
        headers: {
          'Content-Disposition': {
            description:
              'attachment, with the file name to save it under (filename* in UTF-8, RFC 6266).',
            schema: { type: 'string' },
          },
        },
        content: {
          [call.response.contentType]: {
            schema: { type: 'string', contentMediaType: call.response.contentType },
          },
        },
      }
    : {
        description: 'Success.',
        content: {
          'application/json': { schema: named(call.response), example: example.response },
        },
      };
  op['responses'] = { '200': ok, ...accessResponses(call), ...errorResponses(call.errors) };
  return op;
}

/** The OpenAPI 3.1 document of every call of SPEC §7, for the operator's backend team. */
export function buildOpenApi() {
  const names = componentNames();
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const name of callNames) {
    const call: CallDef = calls[name];
    const path = call.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(name, call, names) };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Customer self-service API',
      version: CONTRACT_VERSION,
      description:
        'Calls of the customer self-service site (offers, identity verification, customer ' +
        'details, termination). Generated from the zod contract in src/api/contract; do not ' +
        'edit by hand, run `node scripts/openapi.ts`. Every request carries the trace id ' +
        `header ${TRACE_ID_HEADER}, the site's brand in ${BRAND_HEADER} (written by the edge ` +
        'from the host it served, never by the browser) and, when the customer logged in, a ' +
        'bearer token. Each operation states who may call it and how its brand is bound in ' +
        '`x-access` (the access table of src/api/contract/access.ts). Error bodies share one ' +
        'shape (ErrorBody); customers see texts chosen by code, never message.',
    },
    servers: [{ url: '/', description: 'Same origin as the site; the edge forwards /api/*.' }],
    paths,
    components: {
      schemas: componentSchemas(names),
      parameters: {
        TraceId: {
          name: TRACE_ID_HEADER,
          in: 'header',
          required: false,
          description: 'Random UUID of the browser session (cookie, 30 days), for log tracing.',
          schema: { type: 'string', format: 'uuid' },
        },
        Brand: {
          name: BRAND_HEADER,
          in: 'header',
          required: false,
          description:
            'Slug of the brand whose site the request comes from, written by the edge (or ' +
            'nginx) from the host it served, over anything the client sent. A call bound to ' +
            'another brand is refused with 409 and the mismatch code of its access rule.',
          schema: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' },
        },
      },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'Token from GET /api/auth/token; needed by offers that require a login.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;

/** The committed file's exact text. */
export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}
