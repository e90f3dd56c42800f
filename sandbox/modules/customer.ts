import type { Context } from 'hono';
import type { CustomerDetails } from '../../src/api/contract/customer.ts';
import type { Scenario, SandboxModule } from '../context.ts';
import { contractRoute, fail } from '../contractRoute.ts';
import { documentTable } from '../db.ts';
import { missLimiter } from '../rateLimit.ts';
import { addDays, berlinIso } from './support/berlinTime.ts';
import { brandFacts, siteBrandSlugs } from './support/brandFacts.ts';
import { personaOf } from './support/personas.ts';
import { seedDocuments, seedIsReset, type SeedRow } from './support/seedMode.ts';
import { checkAddress } from './validation/addressCheck.ts';

const table = (db: Parameters<typeof documentTable>[0]) =>
  documentTable<CustomerDetails>(db, 'customer_details');

/** Customers whose address form QA fills with an address that needs the validation. */
const addressCases = [
  {
    token: 'customer-address-corrected-0001',
    input: { street: 'Hauptstrase', houseNumber: '5', postalCode: '10827', city: 'Berlin' },
    expect: 'The address validation suggests "Hauptstraße 5, 10827 Berlin" to confirm.',
  },
  {
    token: 'customer-address-postcode-0001',
    input: {
      street: 'Georg-Brauchle-Ring',
      houseNumber: '50',
      postalCode: '80999',
      city: 'München',
    },
    expect: 'The address validation corrects the postal code to 80992.',
  },
  {
    token: 'customer-address-choice-0001',
    input: { street: 'Dorfstraße', houseNumber: '3', postalCode: '25938', city: 'Föhr' },
    expect: 'The address validation offers Nieblum, Oevenum and Midlum to choose from.',
  },
  {
    token: 'customer-address-unknown-0001',
    input: { street: 'Musterweg', houseNumber: '1', postalCode: '80331', city: 'München' },
    expect: 'The address validation reports an unknown street; the address can be kept as entered.',
  },
] as const;

function customerSeed(now: Date): { rows: SeedRow<CustomerDetails>[]; scenarios: Scenario[] } {
  const rows: SeedRow<CustomerDetails>[] = [];
  const scenarios: Scenario[] = [];
  const add = (
    token: string,
    brand: string,
    scenario: Pick<Scenario, 'name' | 'expect' | 'input'>,
  ) => {
    const { customerNumber, salutation, givenNames, familyName, birthDate, contact, address } =
      personaOf(brand);
    rows.push({
      id: token,
      brand,
      data: {
        customerNumber,
        salutation,
        givenNames,
        familyName,
        birthDate,
        contact,
        address,
        updatedAt: berlinIso(addDays(now, -120)),
      },
    });
    scenarios.push({ token, brand, area: 'customer', ...scenario });
  };
  for (const brand of siteBrandSlugs) {
    const p = personaOf(brand);
    add(`${brand}-customer-0001`, brand, {
      name: `customer-details-${brand}`,
      expect:
        `Details of ${p.givenNames} ${p.familyName} (${brandFacts(brand).name}, customer number ` +
        `${p.customerNumber}); name and birth date are read-only, a changed e-mail, phone or ` +
        'address is saved and shown.',
    });
  }
  const o2 = siteBrandSlugs.includes('o2') ? 'o2' : (siteBrandSlugs[0] ?? 'o2');
  for (const c of addressCases)
    add(c.token, o2, {
      name: c.token.replace(/-0001$/, ''),
      expect: c.expect,
      input: { ...c.input },
    });
  return { rows, scenarios };
}

/**
 * Customer details behind a customer link: name and birth date are verified identity data
 * and stay; contact and address can change. An address sent as `validated` must pass the
 * address validation as it is, otherwise the customer has to confirm a suggestion first.
 */
export const customerModule: SandboxModule = {
  name: 'customer',
  init(ctx) {
    table(ctx.db);
  },
  routes(app, ctx) {
    const customers = table(ctx.db);
    const limiter = missLimiter();
    const load = (c: Context, token: string, brand: string) => {
      limiter.guard(c);
      const row = customers.get(token);
      if (!row || row.brand !== brand) {
        limiter.miss(c);
        return fail(404, { code: 'NotFound', message: 'No customer behind this link.' });
      }
      return row.data;
    };

    contractRoute(app, 'customerDetailsGet', ({ params, c }) => ({
      json: load(c, params.id, params.brand),
    }));

    contractRoute(app, 'customerDetailsUpdate', ({ params, body, c }) => {
      const current = load(c, params.id, params.brand);
      if (body.address.status === 'validated' && checkAddress(body.address).result !== 'valid')
        return fail(400, {
          message: 'Validation failed.',
          errors: [
            {
              field: 'address',
              code: 'invalidValue',
              message:
                'The address does not pass the address validation as it is; confirm a suggestion or send it as entered.',
            },
          ],
        });
      const updated: CustomerDetails = {
        ...current,
        contact: body.contact,
        address: body.address,
        updatedAt: berlinIso(ctx.now()),
      };
      customers.put(params.id, params.brand, updated);
      return { json: updated };
    });
  },
  seed(ctx) {
    const { rows, scenarios } = customerSeed(ctx.now());
    seedDocuments(ctx, table(ctx.db), rows, seedIsReset(ctx, 'customer'));
    return scenarios;
  },
};
