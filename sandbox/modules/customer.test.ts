import { describe, expect, it } from 'vitest';
import { jsonPost } from '../testing.ts';
import { createSandbox } from '../app.ts';
import { customerModule } from './customer.ts';
import { idvModule } from './idv/index.ts';
import { offerModules } from './offers/index.ts';

const NOW = new Date('2026-01-14T08:50:00Z');
const sandbox = () =>
  createSandbox({ dbPath: ':memory:', quiet: true, now: () => NOW, modules: [customerModule] });

const update = {
  contact: { email: 'anna.neu@example.de', phone: '+49 170 1112223' },
  address: {
    street: 'Leopoldstraße',
    houseNumber: '120',
    postalCode: '80804',
    city: 'München',
    country: 'DE',
    status: 'validated',
  },
};

const post = (app: ReturnType<typeof sandbox>['app'], path: string, body: unknown) =>
  app.request(path, jsonPost(body));

describe('customer details', () => {
  it("reads a seeded customer of the link's brand", async () => {
    const { app } = sandbox();
    const res = await app.request('/api/o2/customer/details/o2-customer-0001');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      givenNames: 'Anna Maria',
      familyName: 'Müller-Lüdenscheidt',
      customerNumber: '4711081500',
      address: { city: 'München', status: 'validated' },
    });
  });

  it('answers 404 for an unknown link or a link of another brand', async () => {
    const { app } = sandbox();
    expect((await app.request('/api/o2/customer/details/o2-customer-9999')).status).toBe(404);
    expect((await app.request('/api/aldi/customer/details/o2-customer-0001')).status).toBe(404);
  });

  it('stores new contact and address and answers the new details', async () => {
    const { app } = sandbox();
    const res = await post(app, '/api/o2/customer/details/o2-customer-0001', update);
    expect(res.status).toBe(200);
    const saved = { ...update, givenNames: 'Anna Maria', updatedAt: '2026-01-14T09:50:00+01:00' };
    expect(await res.json()).toMatchObject(saved);
    const again = await app.request('/api/o2/customer/details/o2-customer-0001');
    expect(await again.json()).toMatchObject(saved);
  });

  it('refuses an address marked validated that the validation would change', async () => {
    const { app } = sandbox();
    const typo = { ...update, address: { ...update.address, street: 'Leopoldstrase' } };
    const res = await post(app, '/api/o2/customer/details/o2-customer-0001', typo);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: [{ field: 'address', code: 'invalidValue' }],
    });
    const entered = { ...typo, address: { ...typo.address, status: 'entered' } };
    expect((await post(app, '/api/o2/customer/details/o2-customer-0001', entered)).status).toBe(
      200,
    );
  });

  it('refuses an invalid e-mail with a field error', async () => {
    const { app } = sandbox();
    const res = await post(app, '/api/o2/customer/details/o2-customer-0001', {
      ...update,
      contact: { email: 'not-an-email' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'contact.email' }] });
  });

  it('finds the customer behind a verification link and an existing customer offer', async () => {
    const { app } = createSandbox({
      dbPath: ':memory:',
      quiet: true,
      now: () => NOW,
      modules: [...offerModules, idvModule, customerModule],
    });
    const idv = await app.request('/api/aldi/customer/details/aldi-idv-main-0001');
    expect(idv.status).toBe(200);
    expect(await idv.json()).toMatchObject({ givenNames: expect.any(String), address: {} });
    const extension = await app.request('/api/o2/customer/details/o2-offer-vvl-0001');
    expect(extension.status).toBe(200);
    const details = (await extension.json()) as Record<string, unknown>;
    expect(details).toMatchObject({ givenNames: 'Julia', familyName: 'Schneider' });
    expect(details['customerNumber']).toMatch(/^\d{10}$/);
    // The same customer number every time; a new customer has no details yet.
    const again = await app.request('/api/o2/customer/details/o2-offer-vvl-0001');
    expect(((await again.json()) as Record<string, unknown>)['customerNumber']).toBe(
      details['customerNumber'],
    );
    expect((await app.request('/api/o2/customer/details/o2-offer-coc-0001')).status).toBe(404);
    expect((await app.request('/api/o2/customer/details/aldi-idv-main-0001')).status).toBe(404);
    const saved = await post(app, '/api/o2/customer/details/o2-offer-vvl-0001', update);
    expect(saved.status).toBe(200);
    const after = await app.request('/api/o2/customer/details/o2-offer-vvl-0001');
    expect(await after.json()).toMatchObject({ givenNames: 'Julia', contact: update.contact });
  });

  it('seeds a customer per brand and the address validation cases', () => {
    const { scenarios } = sandbox();
    const names = scenarios().map((s) => s.name);
    expect(names).toContain('customer-details-aldi');
    expect(names).toContain('customer-address-choice');
    expect(scenarios().every((s) => s.area === 'customer')).toBe(true);
  });
});
