import { describe, expect, it } from 'vitest';
import { callExamples } from '../../../src/api/contract/examples.ts';
import { jsonPost } from '../../testing.ts';
import { createSandbox } from '../../app.ts';
import { validationModule } from './index.ts';

const { app } = createSandbox({ dbPath: ':memory:', quiet: true, modules: [validationModule] });

const post = (path: string, body: unknown) => app.request(path, jsonPost(body));

describe('validation calls', () => {
  it('answers a corrected address with its suggestion, as the contract example has it', async () => {
    const { params, body, response } = callExamples.validateAddress;
    const res = await post(`/api/validation/${params.brand}/address`, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(response);
  });

  it('answers an unknown street with a field error', async () => {
    const res = await post('/api/validation/aldi/address', {
      street: 'Musterweg',
      houseNumber: '1',
      postalCode: '80331',
      city: 'München',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'street', code: 'invalidValue' }] });
  });

  it('answers a valid IBAN in electronic format with its bank', async () => {
    const res = await post('/api/validation/nova/iban', { iban: 'de89 3704 0044 0532 0130 00' });
    expect(await res.json()).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
    });
  });

  it('answers an invalid IBAN with the invalidIban field error', async () => {
    const res = await post('/api/validation/nova/iban', { iban: 'DE89 3704 0044 0532 0130 01' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'iban', code: 'invalidIban' }] });
  });

  it('answers 404 for a brand that does not exist', async () => {
    expect(
      (await post('/api/validation/acme/iban', { iban: 'DE89370400440532013000' })).status,
    ).toBe(404);
  });
});
