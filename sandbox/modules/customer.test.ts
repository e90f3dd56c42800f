import { describe, expect, it } from 'vitest';
import { jsonPost } from '../testing.ts';
import { createSandbox } from '../app.ts';
import { customerModule } from './customer.ts';
import { idvModule } from './idv/index.ts';
import { offerModules } from './offers/index.ts';
import { offerStore } from './offers/store.ts';

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

describe('customer details behind an ended link', () => {
  const DAY_MS = 86_400_000;
  const linked = () => {
    let now = NOW;
    const sb = createSandbox({
      dbPath: ':memory:',
      quiet: true,
      now: () => now,
      modules: [...offerModules, idvModule, customerModule],
    });
    const brandOf = (token: string) =>
      sb.scenarios().find((s) => s.token === token)?.brand ?? 'no seeded link';
    const later = (days: number) => {
      now = new Date(NOW.getTime() + days * DAY_MS);
    };
    return { ...sb, brandOf, later };
  };

  const answer = async (res: Response) => ({ status: res.status, body: await res.json() });

  /** Reading and changing the details answer exactly what the link's own call answers. */
  async function refusedAsLink(app: ReturnType<typeof linked>['app'], own: string, path: string) {
    const expected = await answer(await app.request(own));
    expect(expected.status).toBeGreaterThanOrEqual(400);
    expect(await answer(await app.request(path))).toEqual(expected);
    expect(await answer(await post(app, path, update))).toEqual(expected);
    return expected;
  }

  it.each(['OFFER_EXPIRED', 'IDV_COMPLETED', 'OFFER_CANCELLED', 'TECHNICAL_PROBLEM'])(
    'refuses a verification link that answers %s, as the link does',
    async (code) => {
      const { app, brandOf } = linked();
      const token = `idv-code-${code.toLowerCase().replace(/_/g, '-')}-0001`;
      const own = `/api/idv/${token}`;
      expect((await answer(await app.request(own))).body).toMatchObject({ code });
      await refusedAsLink(app, own, `/api/${brandOf(token)}/customer/details/${token}`);
    },
  );

  it('refuses an offer once its clock passed its expiry, also details changed through it', async () => {
    const { app, later } = linked();
    const path = '/api/o2/customer/details/o2-offer-vvl-0001';
    expect((await post(app, path, update)).status).toBe(200);
    later(90);
    const own = '/api/offer/o2-offer-vvl-0001';
    expect((await answer(await app.request(own))).body).toMatchObject({ code: 'OfferExpired' });
    await refusedAsLink(app, own, path);
  });

  it('keeps the login of an ended offer first, as the offer does', async () => {
    const { app, later } = linked();
    later(90);
    const refused = await refusedAsLink(
      app,
      '/api/offer/o2-offer-login-0001',
      '/api/o2/customer/details/o2-offer-login-0001',
    );
    expect(refused).toMatchObject({ status: 401, body: { code: 'NotAuthorized' } });
  });

  it('opens the details while the link is open', async () => {
    const { app, brandOf, later } = linked();
    later(10);
    for (const token of ['aldi-idv-main-0001', 'o2-offer-vvl-0001']) {
      const path = `/api/${brandOf(token)}/customer/details/${token}`;
      expect((await app.request(path)).status, token).toBe(200);
      expect((await post(app, path, update)).status, token).toBe(200);
      expect(await (await app.request(path)).json(), token).toMatchObject(update);
    }
  });

  it('opens no details behind a preview, even of an existing customer', async () => {
    const { app, ctx } = linked();
    const { offers } = offerStore(ctx.db);
    const seeded = offers.get('o2-offer-vvl-0001');
    const token = 'o2-offer-vvl-preview-0001';
    offers.put(token, 'o2', { ...seeded!.data, token, preview: true });
    expect((await app.request(`/api/offer/${token}/preview`)).status).toBe(200);
    expect((await app.request(`/api/o2/customer/details/${token}`)).status).toBe(404);
    expect((await post(app, `/api/o2/customer/details/${token}`, update)).status).toBe(404);
  });
});
