import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../../../sandbox/context.ts';
import { onePage } from '../../../sandbox/modules/support/disarm/testFiles.ts';
import { startSandbox, type SandboxServer } from '../../../sandbox/server.ts';
import { callNames, calls, type CallName } from '../contract/calls.ts';
import { callExamples } from '../contract/examples.ts';
import { offerBodyCodes } from '../errors/codes.ts';
import { CONTRACT_VERSION } from '../openapi.ts';
import { ApiError, IdvError, OfferError, ValidationError } from '../errors/classes.ts';
import type { ClientTests } from './areaClientTests.ts';
import { createApiClient } from './createApiClient.ts';
import type { ApiClient } from './types.ts';

// The client against the live sandbox API: every call of SPEC §7, with the seeded
// scenario a QA engineer would use for it, here or in its area's `ClientTests`.

let sandbox: SandboxServer;
let scenarios: Scenario[] = [];
let bearer: string | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbPath: ':memory:', quiet: true });
  const answer = await fetch(`http://127.0.0.1:${sandbox.port}/__sandbox/scenarios`);
  scenarios = (await answer.json()) as Scenario[];
});
afterAll(() => sandbox.close());
beforeEach(() => {
  bearer = undefined;
});

/** Calls made in this file: the last test checks that none of the contract was left out. */
const used = new Set<CallName>();

const api = (): ApiClient => {
  const client = createApiClient(calls, {
    baseUrl: `http://127.0.0.1:${sandbox.port}`,
    getTraceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
    getToken: () => bearer,
    pageLifeTarget: null,
    retry: { delayMs: 1 },
  });
  return new Proxy(client, {
    get: (target, name: CallName) => {
      used.add(name);
      return target[name];
    },
  });
};

function scenario(name: string): Scenario {
  const found = scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`The sandbox lists no scenario ${name}`);
  return found;
}

const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

const isPdf = async (blob: Blob) => (await blob.slice(0, 5).text()) === '%PDF-';

/** Logs in to an otp offer with the one-time code its scenario lists (each code works once). */
async function logIn(name: string): Promise<string> {
  const { token, input } = scenario(name);
  const answer = await api().authToken({ query: { code: input?.['otp'] ?? '', offer: token } });
  bearer = answer.token;
  return token;
}

describe('login and offers', () => {
  it('exchanges a one-time code for a bearer token that opens the offer', async () => {
    const { token, input } = scenario('offer-kind-offer_vvl_otp');
    const answer = await api().authToken({ query: { code: input?.['otp'] ?? '', offer: token } });
    expect(answer.tokenType).toBe('Bearer');
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(Date.now());
    bearer = answer.token;
    await expect(api().offerVerify({ params: { id: token } })).resolves.toMatchObject({
      offerType: 'offer_vvl_otp',
      authenticated: true,
    });
    await expect(api().offerGet({ params: { id: token } })).resolves.toMatchObject({
      offerType: 'offer_vvl_otp',
    });
  });

  it('renews a valid login: the new token opens the offer, the old one no longer', async () => {
    const token = await logIn('offer-kind-green_idv_vvl_otp');
    const old = bearer;
    const renewed = await api().authRenew({ query: { offer: token } });
    expect(renewed.token).not.toBe(old);
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now());
    bearer = renewed.token;
    await expect(api().offerGet({ params: { id: token } })).resolves.toMatchObject({
      offerType: 'green_idv_vvl_otp',
    });
    bearer = old;
    await expect(api().authRenew({ query: { offer: token } })).rejects.toMatchObject({
      response: { status: 401 },
    });
  });

  it('a protected offer: 401 without token, 403 with the token of another customer', async () => {
    const { token } = scenario('offer-protected-login');
    const anonymous = await failure(api().offerGet({ params: { id: token } }));
    expect(anonymous).toBeInstanceOf(OfferError);
    expect(anonymous).toMatchObject({ code: 'NotAuthorized' });
    await logIn('offer-kind-green_idv_otp');
    expect(await failure(api().offerGet({ params: { id: token } }))).toMatchObject({
      code: 'Forbidden',
      message: 'Forbidden to access offer.',
    });
  });

  it('an unknown offer is NotFound', async () => {
    expect(await failure(api().offerGet({ params: { id: 'NoSuchOfferToken0001' } }))).toMatchObject(
      { code: 'NotFound', message: 'Offer could not be found.' },
    );
  });

  it('downloads the legal documents as PDFs', async () => {
    const token = await logIn('offer-kind-offer_coc_otp');
    const offer = await api().offerGet({ params: { id: token } });
    expect(offer.documents.length).toBeGreaterThan(0);
    for (const { documentId, fileName } of offer.documents) {
      const pdf = await api().offerDocument({ params: { id: token, documentId, fileName } });
      expect(await isPdf(pdf)).toBe(true);
    }
  });

  it('accepts once per idempotency key and shows the summary', async () => {
    const token = await logIn('offer-kind-offer_otp');
    const key = crypto.randomUUID();
    const accept = () =>
      api().offerAccept({
        params: { id: token },
        body: callExamples.offerAccept.body,
        idempotencyKey: key,
      });
    const first = await accept();
    await expect(accept()).resolves.toEqual(first);
    await expect(api().offerSummary({ params: { id: token } })).resolves.toMatchObject({
      orderReference: first.orderReference,
      offerType: 'offer_otp',
    });
  });

  it('answers an invalid accept with the field errors', async () => {
    const { token } = scenario('offer-happy-o2');
    const body = callExamples.offerAccept.body;
    const error = await failure(
      api().offerAccept({
        params: { id: token },
        body: { ...body, personal: { ...body.personal, birthDate: '2020-01-01' } },
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toContainEqual(
      expect.objectContaining({ field: 'personal.birthDate' }),
    );
  });

  it('resets an offer', async () => {
    const token = await logIn('offer-kind-offer_tm_otp');
    await expect(
      api().offerReset({ params: { id: token }, body: { resetTo: 'open' } }),
    ).resolves.toMatchObject({ state: 'open' });
  });

  it('loads and resets a preview', async () => {
    const { token } = scenario('offer-preview');
    await expect(api().offerPreview({ params: { id: token } })).resolves.toMatchObject({
      state: 'personalData',
    });
    await expect(api().offerPreviewReset({ params: { id: token } })).resolves.toMatchObject({
      state: 'open',
    });
  });

  it('reads the summary of a confirmed offer and the consent behind an offer', async () => {
    await expect(
      api().offerSummary({ params: { id: scenario('offer-confirmed').token } }),
    ).resolves.toMatchObject({ state: 'confirmed' });
    await expect(
      api().consent({ params: { id: scenario('offer-happy-o2').token } }),
    ).resolves.toHaveProperty('channels');
  });

  describe('every offer error code of SPEC §8 arrives as that OfferError', () => {
    it.each(offerBodyCodes.map((code) => [code]))('%s', async (code) => {
      const { token, expect: what } = scenario(`offer-error-${code}`);
      const onAccept = what.includes('accepting it');
      const error = await failure(
        onAccept
          ? api().offerAccept({ params: { id: token }, body: callExamples.offerAccept.body })
          : api().offerGet({ params: { id: token } }),
      );
      expect(error).toBeInstanceOf(OfferError);
      expect(error).toMatchObject({ code, message: 'Offer could not be accessed.' });
    });

    it('keeps downtime and hotline of the body', async () => {
      const downtime = await failure(
        api().offerGet({ params: { id: scenario('offer-error-Downtime').token } }),
      );
      expect((downtime as OfferError).downtime).toEqual({
        from: expect.any(String),
        to: expect.any(String),
      });
      const hotline = await failure(
        api().offerGet({ params: { id: scenario('offer-error-ReservationCallHotline').token } }),
      );
      expect((hotline as OfferError).shopHotline).toEqual(expect.any(String));
    });
  });

  it('resolves a Novum entry link to its offer', async () => {
    await expect(
      api().entryNovum({ query: { id: scenario('novum-entry').token } }),
    ).resolves.toMatchObject({ useCase: 'Novum' });
  });
});

describe('identity verification', () => {
  it('loads a verification, lists its methods and starts one', async () => {
    const { token } = scenario('idv-happy-o2');
    await expect(
      api().idvGet({ params: { id: token }, query: { language: 'en' } }),
    ).resolves.toMatchObject({ status: 'main', language: 'en' });
    const { methods } = await api().idvMethods({ params: { id: token } });
    const method = methods.find((m) => m.available)?.method ?? 'eid';
    await expect(
      api().idvTrigger({ params: { id: token }, query: { language: 'de' }, body: { method } }),
    ).resolves.toMatchObject({
      method,
      // The simulated provider lives on the sandbox itself, at the port it really listens on.
      providerUrl: expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:${sandbox.port}/`)),
    });
  });

  it.each([
    ['IDV_COMPLETED'],
    ['IDV_NO_METHODS_AVAILABLE'],
    ['IDV_SUCCESS'],
    ['NO_MORE_IDV_POSSIBLE'],
    ['OFFER_CANCELLED'],
    ['OFFER_CONSUMED'],
    ['OFFER_EXPIRED'],
    ['RESERVATION_CALL_HOTLINE'],
    ['TECHNICAL_PROBLEM'],
    ['DOWNTIME'],
  ])('a link answering %s is that IdvError', async (code) => {
    const error = await failure(
      api().idvGet({ params: { id: scenario(`idv-code-${code}`).token } }),
    );
    expect(error).toBeInstanceOf(IdvError);
    expect(error).toMatchObject({ code, message: 'Idv could not be accessed.' });
  });

  it('an unknown link is NotFound', async () => {
    expect(
      await failure(api().idvMethods({ params: { id: 'NoSuchIdvToken00001' } })),
    ).toMatchObject({ code: 'NotFound', message: 'Idv could not be found.' });
  });
});

describe('termination', () => {
  const identification = (input: Record<string, string> = {}) => ({
    contract: { phoneNumber: input['phoneNumber'], customerNumber: input['customerNumber'] },
    customer: {
      givenNames: input['givenNames'] ?? '',
      familyName: input['familyName'] ?? '',
      birthDate: input['birthDate'] ?? '',
      address: {
        street: input['street'] ?? '',
        houseNumber: input['houseNumber'] ?? '',
        postalCode: input['postalCode'] ?? '',
        city: input['city'] ?? '',
      },
    },
    email: input['email'] ?? '',
  });

  it('reads the form options, uploads a proof, submits and downloads the receipt', async () => {
    const { brand, input } = scenario('termination-form-o2');
    await expect(api().terminationConfig({ params: { brand } })).resolves.toHaveProperty(
      'serviceTypes',
    );
    const id = crypto.randomUUID();
    const proof = new File([new Uint8Array(onePage())], 'Beleg.pdf', {
      type: 'application/pdf',
    });
    const upload = await api().terminationUpload({ params: { brand, id }, body: proof });
    expect(upload).toMatchObject({ fileName: 'Beleg.pdf', contentType: 'application/pdf' });
    const receipt = await api().terminationSubmit({
      params: { brand, id },
      body: {
        serviceType: 'mobile',
        cancellationType: 'Regular',
        selectTerminationDate: false,
        reason: 'None',
        ...identification(input),
        uploadIds: [upload.uploadId],
      },
    });
    expect(receipt.id).toBe(id);
    expect(await isPdf(await api().terminationDownload({ params: { brand, id } }))).toBe(true);
  });

  it('a prefilled termination: config, prefill, submit, receipt', async () => {
    const { brand, token: data } = scenario('termination-prefilled-o2');
    await expect(api().prefilledTerminationConfig({ params: { brand } })).resolves.toHaveProperty(
      'cancellationTypes',
    );
    const prefill = await api().prefilledTerminationPrefill({ params: { brand }, query: { data } });
    const id = crypto.randomUUID();
    await expect(
      api().prefilledTerminationSubmit({
        params: { brand, id },
        body: {
          ...prefill,
          serviceType: prefill.serviceType ?? 'mobile',
          cancellationType: 'Regular',
          selectTerminationDate: false,
          reason: 'None',
          email: prefill.email ?? 'kunde@example.de',
          data,
        },
      }),
    ).resolves.toMatchObject({ id });
    const receipt = await api().prefilledTerminationDownload({ params: { brand, id } });
    expect(await isPdf(receipt)).toBe(true);
  });
});

describe('withdrawal', () => {
  it('acknowledges a statement with its content and downloads the acknowledgement', async () => {
    const { brand, input = {} } = scenario('withdrawal-ortel');
    const id = crypto.randomUUID();
    const body = { name: input['name'] ?? '', order: input['order'] ?? '', email: 'x@example.de' };
    const receipt = await api().withdrawalSubmit({ params: { brand, id }, body });
    expect(receipt).toMatchObject({ id, ...body });
    expect(await isPdf(await api().withdrawalDownload({ params: { brand, id } }))).toBe(true);
  });
});

describe('customer, lists, validation', () => {
  it('reads and changes customer details', async () => {
    const { brand, token } = scenario('customer-details-o2');
    const details = await api().customerDetailsGet({ params: { brand, id: token } });
    const email = 'neue.adresse@example.de';
    await expect(
      api().customerDetailsUpdate({
        params: { brand, id: token },
        body: { contact: { ...details.contact, email }, address: details.address },
      }),
    ).resolves.toMatchObject({ contact: { email } });
  });

  it('lists nationalities with names in de, en and tr', async () => {
    const list = await api().nationalities({ params: { brand: 'ayyildiz' } });
    expect(list).toContainEqual({
      code: 'TR',
      name: { de: 'Türkei', en: expect.any(String), tr: 'Türkiye' },
    });
  });

  it('says it is a sandbox for the brand, with the contract version of this build', async () => {
    await expect(api().health({ params: { brand: 'aldi' } })).resolves.toEqual({
      status: 'ok',
      contractVersion: CONTRACT_VERSION,
      brand: 'aldi',
      sandbox: true,
    });
  });

  it('validates an address and an IBAN', async () => {
    const { brand, input } = scenario('customer-address-corrected');
    await expect(
      api().validateAddress({
        params: { brand },
        body: {
          street: input?.['street'] ?? '',
          houseNumber: input?.['houseNumber'] ?? '',
          postalCode: input?.['postalCode'] ?? '',
          city: input?.['city'] ?? '',
        },
      }),
    ).resolves.toMatchObject({ result: 'corrected' });
    await expect(
      api().validateIban({ params: { brand }, body: { iban: 'DE89 3704 0044 0532 0130 00' } }),
    ).resolves.toMatchObject({ iban: 'DE89370400440532013000' });
    const wrong = await failure(
      api().validateIban({ params: { brand }, body: { iban: 'DE89 3704 0044 0532 0130 01' } }),
    );
    expect(wrong).toBeInstanceOf(ValidationError);
  });

  it('a brand that does not exist is an ApiError with the 404 kept', async () => {
    const error = await failure(api().terminationConfig({ params: { brand: 'nope' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response?.status).toBe(404);
  });
});

/** The areas' own tests of their calls (`ClientTests`), found by their files' names. */
const areaTests = import.meta.glob<ClientTests>(
  ['../../../sandbox/modules/*.client.ts', '../../../sandbox/modules/*/client.ts'],
  { eager: true, import: 'default' },
);
for (const [file, tests] of Object.entries(areaTests))
  describe(file.replace('../../../', ''), () => tests({ api, scenario }));

describe('coverage', () => {
  it('exercised every call of the contract against the sandbox', () => {
    expect(callNames.filter((name) => !used.has(name))).toEqual([]);
  });
});
