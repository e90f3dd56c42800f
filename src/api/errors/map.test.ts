import { describe, expect, it } from 'vitest';
import {
  ApiError,
  BaseError,
  IdvError,
  OfferError,
  RequestError,
  ValidationError,
} from './classes.ts';
import { idvBodyCodes, offerBodyCodes } from './codes.ts';
import { RefusedRequestError, refusedCodes, refusedMessages } from './refused.ts';
import {
  clientOfferError,
  mapGenericError,
  mapIdvError,
  mapOfferError,
  mapRequestError,
  readErrorBody,
  type RequestFailure,
} from './map.ts';

const config = { call: 'offerGet', method: 'GET', url: '/api/offer/abc' } as const;
const request = {
  method: 'GET',
  url: '/api/offer/abc',
  traceId: 'c0ffee00-0000-4000-8000-000000000000',
};
const failure = (status: number, body: unknown = undefined): RequestFailure => ({
  status,
  body,
  config,
  request,
});

const downtime = { from: '2026-01-14T22:00:00+01:00', to: '2026-01-15T02:00:00+01:00' };
const extras = { offerUseCase: 'Novum', downtime, shopHotline: '0800 1234567' } as const;
const fieldErrors = [{ field: 'personal.birthDate', code: 'underage', message: 'too young' }];

type Row = [
  label: string,
  status: number,
  body: unknown,
  expected: { type: new (...args: never[]) => Error; code: string; message: string },
];

/** The error a row expects, with the request and the answer it came from. */
function expectMapped(error: RequestError, status: number, body: unknown, expected: Row[3]) {
  expect(error).toBeInstanceOf(expected.type);
  expect(error.code).toBe(expected.code);
  expect(error.message).toBe(expected.message);
  expect(error.config).toBe(config);
  expect(error.request).toBe(request);
  expect(error.response).toEqual(status ? { status, body } : undefined);
}

const offerRows: Row[] = [
  [
    '401',
    401,
    undefined,
    { type: OfferError, code: 'NotAuthorized', message: 'Not authorized to access offer.' },
  ],
  [
    '403',
    403,
    undefined,
    { type: OfferError, code: 'Forbidden', message: 'Forbidden to access offer.' },
  ],
  [
    '404',
    404,
    undefined,
    { type: OfferError, code: 'NotFound', message: 'Offer could not be found.' },
  ],
  [
    '401 even with a body code',
    401,
    { code: 'OfferExpired' },
    { type: OfferError, code: 'NotAuthorized', message: 'Not authorized to access offer.' },
  ],
  ...offerBodyCodes.map((code): Row => [
    `body code ${code}`,
    409,
    { code, message: 'raw server text', ...extras },
    { type: OfferError, code, message: 'Offer could not be accessed.' },
  ]),
  [
    'an errors list',
    400,
    { errors: fieldErrors },
    { type: ValidationError, code: 'ValidationFailed', message: 'Validation failed.' },
  ],
  [
    'an unknown body code',
    409,
    { code: 'SomethingNew' },
    {
      type: OfferError,
      code: 'Unexpected',
      message: 'There was an unexpected error while accessing the offer.',
    },
  ],
  [
    'a 500 without body',
    500,
    undefined,
    {
      type: OfferError,
      code: 'Unexpected',
      message: 'There was an unexpected error while accessing the offer.',
    },
  ],
  [
    'a non-JSON body',
    502,
    '<html>Bad gateway</html>',
    {
      type: OfferError,
      code: 'Unexpected',
      message: 'There was an unexpected error while accessing the offer.',
    },
  ],
  [
    'no answer at all',
    0,
    undefined,
    {
      type: OfferError,
      code: 'Unexpected',
      message: 'There was an unexpected error while accessing the offer.',
    },
  ],
];

const idvRows: Row[] = [
  ['404', 404, undefined, { type: IdvError, code: 'NotFound', message: 'Idv could not be found.' }],
  ...idvBodyCodes.map((code): Row => [
    `body code ${code}`,
    409,
    { code, ...extras },
    { type: IdvError, code, message: 'Idv could not be accessed.' },
  ]),
  [
    'an offer body code',
    409,
    { code: 'OfferExpired' },
    {
      type: IdvError,
      code: 'Unexpected',
      message: 'There was an unexpected error while accessing the idv.',
    },
  ],
  [
    'an errors list',
    400,
    { errors: fieldErrors },
    {
      type: IdvError,
      code: 'Unexpected',
      message: 'There was an unexpected error while accessing the idv.',
    },
  ],
  [
    '401',
    401,
    undefined,
    {
      type: IdvError,
      code: 'Unexpected',
      message: 'There was an unexpected error while accessing the idv.',
    },
  ],
  [
    'a 500',
    500,
    { message: 'boom' },
    {
      type: IdvError,
      code: 'Unexpected',
      message: 'There was an unexpected error while accessing the idv.',
    },
  ],
];

/** What any other call's failure without field errors becomes. */
const apiError: Row[3] = {
  type: ApiError,
  code: 'ApiError',
  message: 'Error occurred while doing an api request.',
};

const genericRows: Row[] = [
  [
    'an errors list',
    400,
    { errors: fieldErrors },
    { type: ValidationError, code: 'ValidationFailed', message: 'Validation failed.' },
  ],
  ['a 404', 404, { code: 'NotFound' }, apiError],
  ['an offer body code', 409, { code: 'OfferExpired' }, apiError],
  ['a 503 without body', 503, undefined, apiError],
  ['an empty errors list', 400, { errors: [] }, apiError],
];

describe('mapOfferError (SPEC §8, offer calls)', () => {
  it.each(offerRows)('%s', (_label, status, body, expected) => {
    expectMapped(mapOfferError(failure(status, body)), status, body, expected);
  });

  it.each(offerBodyCodes)('keeps offerUseCase, downtime and shopHotline with %s', (code) => {
    const error = mapOfferError(failure(409, { code, ...extras })) as OfferError;
    expect(error.useCase).toBe('Novum');
    expect(error.downtime).toEqual(downtime);
    expect(error.shopHotline).toBe('0800 1234567');
  });

  it('keeps the field errors of a validation error', () => {
    const error = mapOfferError(failure(400, { errors: fieldErrors })) as ValidationError;
    expect(error.errors).toEqual(fieldErrors);
  });

  it('keeps a valid code when other error fields are malformed', () => {
    const error = mapOfferError(
      failure(409, { code: 'Downtime', downtime: { from: 'soon' }, shopHotline: 42 }),
    ) as OfferError;
    expect(error.code).toBe('Downtime');
    expect(error.downtime).toBeUndefined();
    expect(error.shopHotline).toBeUndefined();
  });
});

describe('mapIdvError (SPEC §8, identity verification calls)', () => {
  it.each(idvRows)('%s', (_label, status, body, expected) => {
    expectMapped(mapIdvError(failure(status, body)), status, body, expected);
  });

  it('keeps the brand a verification of another brand belongs to', () => {
    const error = mapIdvError(failure(409, { code: 'IdvMismatch', brand: 'ayyildiz' }));
    expect(error).toMatchObject({
      code: 'IdvMismatch',
      message: 'Idv belongs to another brand.',
      brand: 'ayyildiz',
    });
  });

  it.each(idvBodyCodes)('keeps useCase, downtime and shopHotline with %s', (code) => {
    const error = mapIdvError(failure(409, { code, ...extras }));
    expect(error.useCase).toBe('Novum');
    expect(error.downtime).toEqual(downtime);
    expect(error.shopHotline).toBe('0800 1234567');
  });
});

describe('mapGenericError (SPEC §8, any other call)', () => {
  it.each(genericRows)('%s', (_label, status, body, expected) => {
    expectMapped(mapGenericError(failure(status, body)), status, body, expected);
  });
});

describe('mapRequestError', () => {
  it('uses the catalogue the call names', () => {
    expect(mapRequestError('offer', failure(404))).toMatchObject({
      code: 'NotFound',
      message: 'Offer could not be found.',
    });
    expect(mapRequestError('idv', failure(404))).toMatchObject({
      code: 'NotFound',
      message: 'Idv could not be found.',
    });
    expect(mapRequestError('generic', failure(404))).toBeInstanceOf(ApiError);
  });

  it.each(
    (['offer', 'idv', 'generic'] as const).flatMap((kind) =>
      refusedCodes.map((code) => [kind, code] as const),
    ),
  )('keeps the refusal of the request itself on a %s call: %s', (kind, code) => {
    const body = { code, message: 'raw', errors: fieldErrors };
    const error = mapRequestError(kind, failure(code === 'TooManyRequests' ? 429 : 422, body));
    expect(error).toBeInstanceOf(RefusedRequestError);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ code, message: refusedMessages[code], config, request });
    expect(error.response?.body).toBe(body);
  });
});

describe('error classes', () => {
  it('form the hierarchy of SPEC §3, each with code, message and cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = mapGenericError({ status: 0, body: undefined, config, request, cause });
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toBeInstanceOf(BaseError);
    expect(error).toBeInstanceOf(Error);
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('ApiError');
    for (const e of [mapOfferError(failure(401)), mapIdvError(failure(404))])
      expect(e).toBeInstanceOf(RequestError);
  });

  it.each([
    ['DocumentsNotLoaded', 'Offer documents could not be loaded.'],
    ['OfferResetFailed', 'Offer could not be reset.'],
    ['OfferSummaryNotLoaded', 'Offer summary could not be loaded.'],
    ['PaymentAborted', 'Payment was aborted by the customer.'],
    ['PaymentFailed', 'Payment failed.'],
  ] as const)('raises %s as an offer error of the site itself', (code, message) => {
    const cause = new Error('provider said no');
    const error = clientOfferError(code, { useCase: 'Novum', cause });
    expect(error).toBeInstanceOf(OfferError);
    expect(error).toMatchObject({ code, message, useCase: 'Novum', cause, response: undefined });
  });
});

describe('readErrorBody', () => {
  it('never throws, whatever arrives', () => {
    for (const body of [null, 'text', 42, [], { errors: 'x' }, { errors: [{ field: 1 }] }])
      expect(() => readErrorBody(body)).not.toThrow();
    expect(readErrorBody({ errors: [{ field: 1 }, fieldErrors[0]] })).toEqual({
      errors: fieldErrors,
    });
  });
});
