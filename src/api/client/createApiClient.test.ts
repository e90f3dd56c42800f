import { Hono, type Context } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '../contract/calls.ts';
import { callExamples } from '../contract/examples.ts';
import { BRAND_HEADER, IDEMPOTENCY_KEY_HEADER, TRACE_ID_HEADER } from '../contract/headers.ts';
import { ApiError, IdvError, OfferError, ValidationError } from '../errors/classes.ts';
import { isAbort } from './abort.ts';
import { createApiClient, type ApiClientOptions } from './createApiClient.ts';
import { serveDuringTests } from './testServer.ts';

interface Arrival {
  method: string;
  url: string;
  headers: Record<string, string>;
  contentType: string;
  json?: unknown;
  file?: { name: string; type: string; text: string };
}

const TRACE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const offer = callExamples.offerGet;
let arrivals: Arrival[] = [];
let answer: (c: Context) => Response | Promise<Response> = (c) => c.json(offer.response);

const app = new Hono();
app.all('*', async (c) => {
  const contentType = c.req.header('content-type') ?? '';
  const arrival: Arrival = {
    method: c.req.method,
    url: c.req.url,
    headers: c.req.header(),
    contentType,
  };
  if (contentType.startsWith('application/json')) arrival.json = await c.req.json();
  if (contentType.startsWith('multipart/form-data')) {
    const file = (await c.req.formData()).get('file');
    if (file instanceof File)
      arrival.file = { name: file.name, type: file.type, text: await file.text() };
  }
  arrivals.push(arrival);
  return answer(c);
});

const server = serveDuringTests(app);
afterEach(() => {
  arrivals = [];
  answer = (c) => c.json(offer.response);
});

const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient(calls, {
    baseUrl: server.url,
    getTraceId: () => TRACE_ID,
    retry: { delayMs: 1 },
    ...options,
  });

const failure = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('requests', () => {
  it('sends the trace id on every request, the same on each', async () => {
    const api = client();
    await api.offerGet({ params: offer.params });
    await api.nationalities({ params: { brand: 'o2' } }).catch(() => undefined);
    expect(arrivals.map((a) => a.headers[TRACE_ID_HEADER.toLowerCase()])).toEqual([
      TRACE_ID,
      TRACE_ID,
    ]);
  });

  it('sends the bearer token its getter reads at each request, and none when it reads none', async () => {
    let token: string | undefined;
    const api = client({ getToken: () => token });
    await api.offerGet({ params: offer.params });
    token = 'valid-token-0123456789';
    await api.offerGet({ params: offer.params });
    token = undefined;
    await api.offerGet({ params: offer.params });
    expect(arrivals.map((a) => a.headers['authorization'])).toEqual([
      undefined,
      'Bearer valid-token-0123456789',
      undefined,
    ]);
  });

  it('puts path parameters into the contract path, URL-encoded', async () => {
    answer = (c) => c.body('%PDF-1.7', 200, { 'Content-Type': 'application/pdf' });
    await client().offerDocument({
      params: { id: offer.params.id, documentId: 'a/b', fileName: 'AGB ü?.pdf' },
    });
    expect(new URL(arrivals[0]!.url).pathname).toBe(
      `/api/offer/documents/${offer.params.id}/a%2Fb/AGB%20%C3%BC%3F.pdf`,
    );
  });

  it('keeps a path prefix of the base URL and sends the query', async () => {
    answer = (c) => c.json(callExamples.idvGet.response);
    await client({ baseUrl: `${server.url}/permissions/` }).idvGet({
      params: callExamples.idvGet.params,
      query: { language: 'tr' },
    });
    const url = new URL(arrivals[0]!.url);
    expect(url.pathname).toBe(`/permissions/api/idv/${callExamples.idvGet.params.id}`);
    expect(url.search).toBe('?language=tr');
  });

  it('sends a JSON body and the idempotency key of an accept', async () => {
    const accept = callExamples.offerAccept;
    answer = (c) => c.json(accept.response);
    const key = '6b1d7f52-8a43-4b7e-9d2e-2f1c7a9e4b33';
    await expect(
      client().offerAccept({ params: accept.params, body: accept.body, idempotencyKey: key }),
    ).resolves.toEqual(accept.response);
    expect(arrivals[0]).toMatchObject({
      method: 'POST',
      json: accept.body,
      headers: { [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: key },
    });
  });

  it('uploads a file as multipart form data', async () => {
    const upload = callExamples.terminationUpload;
    answer = (c) => c.json(upload.response);
    const file = new File(['%PDF-1.7 proof'], 'Sterbeurkunde.pdf', { type: 'application/pdf' });
    await expect(
      client().terminationUpload({ params: upload.params, body: file }),
    ).resolves.toEqual(upload.response);
    expect(arrivals[0]!.file).toEqual({
      name: 'Sterbeurkunde.pdf',
      type: 'application/pdf',
      text: '%PDF-1.7 proof',
    });
  });

  it('returns a download as a file named as the answer says, in the language asked for', async () => {
    answer = (c) =>
      c.body('%PDF-1.7 receipt', 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition':
          "attachment; filename=Fesih-onayi.pdf; filename*=UTF-8''Fesih-onay%C4%B1.pdf",
      });
    const file = await client().terminationDownload({
      params: callExamples.terminationDownload.params,
      query: { language: 'tr' },
    });
    expect(arrivals[0]?.url).toMatch(/\?language=tr$/);
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('Fesih-onayı.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7 receipt');

    // Without a name (or with one that cannot be read), the caller names it.
    answer = (c) => c.body('%PDF-1.7', 200, { 'Content-Type': 'application/pdf' });
    const unnamed = await client().terminationDownload({
      params: callExamples.terminationDownload.params,
    });
    expect(unnamed.name).toBe('');
  });
});

describe('malformed answers become an ApiError, never a crash', () => {
  const cases: [string, (c: Context) => Response][] = [
    ['an HTML page instead of JSON', (c) => c.html('<html><body>Bad Gateway</body></html>')],
    ['JSON missing required fields', (c) => c.json({ id: 'OF-1', offerType: 'offer' })],
    ['fields of the wrong type', (c) => c.json({ ...offer.response, offers: 'none' })],
    ['an empty body', (c) => c.body(null, 200)],
    ['an empty JSON body', (c) => c.body('', 200, { 'Content-Type': 'application/json' })],
    ['broken JSON', (c) => c.body('{"id": ', 200, { 'Content-Type': 'application/json' })],
    ['JSON without JSON content type', (c) => c.text(JSON.stringify(offer.response))],
  ];

  it.each(cases)('%s', async (_name, respond) => {
    answer = respond;
    const error = await failure(client().offerGet({ params: offer.params }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Error occurred while doing an api request.');
    expect((error as ApiError).response?.status).toBe(200);
    expect((error as ApiError).request?.traceId).toBe(TRACE_ID);
  });

  it('a download that is not a PDF', async () => {
    answer = (c) => c.json({ url: '/somewhere' });
    const error = await failure(
      client().terminationDownload({ params: callExamples.terminationDownload.params }),
    );
    expect(error).toBeInstanceOf(ApiError);
  });

  it('no answer at all: an ApiError without response (status 0)', async () => {
    const error = await failure(
      client({ baseUrl: 'http://127.0.0.1:9' }).offerGet({ params: offer.params }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response).toBeUndefined();
    expect((error as ApiError).config).toMatchObject({ call: 'offerGet', method: 'GET' });
  });
});

describe('failed offer calls map to the offer catalogue', () => {
  const get = () => failure(client().offerGet({ params: offer.params }));

  it.each([
    [401, 'NotAuthorized', 'Not authorized to access offer.'],
    [403, 'Forbidden', 'Forbidden to access offer.'],
    [404, 'NotFound', 'Offer could not be found.'],
  ])('HTTP %i is %s', async (status, code, message) => {
    answer = (c) => c.json({ code: 'OfferExpired' }, status as 401);
    const error = await get();
    expect(error).toBeInstanceOf(OfferError);
    expect(error).toMatchObject({ code, message, response: { status } });
  });

  it('a body code keeps use case, downtime and hotline', async () => {
    const downtime = { from: '2026-01-14T22:00:00+01:00', to: '2026-01-15T02:00:00+01:00' };
    answer = (c) =>
      c.json(
        { code: 'Downtime', offerUseCase: 'Novum', downtime, shopHotline: '089 787979400' },
        503,
      );
    const error = await get();
    expect(error).toBeInstanceOf(OfferError);
    expect(error).toMatchObject({
      code: 'Downtime',
      message: 'Offer could not be accessed.',
      useCase: 'Novum',
      downtime,
      shopHotline: '089 787979400',
    });
  });

  it('an errors list is a validation error', async () => {
    const errors = [{ field: 'personal.birthDate', code: 'underage', message: 'Too young.' }];
    answer = (c) => c.json({ message: 'Validation failed.', errors }, 400);
    const error = await failure(
      client().offerAccept({
        params: callExamples.offerAccept.params,
        body: callExamples.offerAccept.body,
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual(errors);
  });

  it('anything else is Unexpected, also an HTML error page', async () => {
    answer = (c) => c.html('<h1>Internal Server Error</h1>', 500);
    expect(await get()).toMatchObject({ code: 'Unexpected' });
  });
});

describe('failed identity verification calls map to the idv catalogue', () => {
  const idv = callExamples.idvMethods;
  const get = () => failure(client().idvMethods({ params: idv.params }));

  it('404 is NotFound', async () => {
    answer = (c) => c.json({ code: 'NotFound' }, 404);
    const error = await get();
    expect(error).toBeInstanceOf(IdvError);
    expect(error).toMatchObject({ code: 'NotFound', message: 'Idv could not be found.' });
  });

  it('a body code is its outcome', async () => {
    answer = (c) => c.json({ code: 'IDV_COMPLETED', offerUseCase: 'Standard' }, 409);
    expect(await get()).toMatchObject({
      code: 'IDV_COMPLETED',
      message: 'Idv could not be accessed.',
      useCase: 'Standard',
    });
  });

  it('anything else is Unexpected', async () => {
    answer = (c) => c.json({ code: 'Weird' }, 400);
    expect(await get()).toMatchObject({ code: 'Unexpected' });
  });
});

describe('other calls', () => {
  it('a failure is an ApiError with the answer kept for the logs', async () => {
    answer = (c) => c.json({ code: 'BrandNotFound' }, 404);
    const error = await failure(client().terminationConfig({ params: { brand: 'nope' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response).toEqual({ status: 404, body: { code: 'BrandNotFound' } });
  });
});

describe('leaving the page', () => {
  it('aborts requests in flight; they reject as aborted, not as an error to show', async () => {
    const page = new EventTarget();
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    answer = async (c) => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return c.json(offer.response);
    };
    const request = failure(client({ pageLifeTarget: page }).offerGet({ params: offer.params }));
    await inFlight;
    page.dispatchEvent(new Event('pagehide'));
    const error = await request;
    expect(isAbort(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('stops a retry that waits for its turn', async () => {
    const page = new EventTarget();
    answer = (c) => c.json({}, 503, { 'Retry-After': '2' });
    const request = failure(
      client({ pageLifeTarget: page, retry: { delayMs: 2000 } }).offerGet({
        params: offer.params,
      }),
    );
    // Left while the retry waits its two seconds: once the first answer is in.
    await vi.waitFor(() => expect(arrivals).toHaveLength(1));
    const left = Date.now();
    page.dispatchEvent(new Event('pagehide'));
    expect(isAbort(await request)).toBe(true);
    expect(Date.now() - left).toBeLessThan(1000);
    expect(arrivals).toHaveLength(1);
  });

  it('works again after the page comes back from the back/forward cache', async () => {
    const page = new EventTarget();
    const api = client({ pageLifeTarget: page });
    page.dispatchEvent(new Event('pagehide'));
    expect(isAbort(await failure(api.offerGet({ params: offer.params })))).toBe(true);
    page.dispatchEvent(new Event('pageshow'));
    await expect(api.offerGet({ params: offer.params })).resolves.toEqual(offer.response);
  });

  it("honours the caller's own signal", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(
      client().offerGet({ params: offer.params, signal: controller.signal }),
    );
    expect(isAbort(error)).toBe(true);
    expect(arrivals).toHaveLength(0);
  });
});

describe('brand header', () => {
  it('never says which brand the page is: the edge does, from the host it served', async () => {
    const sent: Headers[] = [];
    const client = createApiClient(calls, {
      baseUrl: 'http://api.test',
      getTraceId: () => TRACE_ID,
      pageLifeTarget: null,
      fetch: (input, init) => {
        sent.push(new Headers(input instanceof Request ? input.headers : init?.headers));
        return Promise.resolve(Response.json(offer.response));
      },
    });
    await client.offerGet({ params: offer.params }).catch(() => undefined);
    expect(sent[0]?.get(BRAND_HEADER)).toBeNull();
  });
});
