import { createHash } from 'node:crypto';
import type { CustomerDetails } from '../../src/api/contract/customer.ts';
import { storedPersonalDataSchema } from '../../src/api/contract/personal.ts';
import { findSubject, registerSubject } from '../access.ts';
import type { SandboxContext, Scenario, SandboxModule } from '../context.ts';
import { contractRoute, fail } from '../contractRoute.ts';
import { documentTable } from '../db.ts';
import { idvTables } from './idv/store.ts';
import { existingContract } from './offers/build.ts';
import { offerStore } from './offers/store.ts';
import { addDays, berlinIso } from './support/berlinTime.ts';
import { brandFacts, siteBrandSlugs } from './support/brandFacts.ts';
import { personaOf } from './support/personas.ts';
import { seedDocuments, seedIsReset, type SeedRow } from './support/seedMode.ts';
import { checkAddress } from './validation/addressCheck.ts';

const table = (db: Parameters<typeof documentTable>[0]) =>
  documentTable<CustomerDetails>(db, 'customer_details');

const notFound = { code: 'NotFound', message: 'No customer behind this link.' };

/** The details of a brand's seeded customer, as of `updatedAt`. */
function personaDetails(brand: string, updatedAt: string): CustomerDetails {
  const { customerNumber, salutation, givenNames, familyName, birthDate, contact, address } =
    personaOf(brand);
  return {
    customerNumber,
    salutation,
    givenNames,
    familyName,
    birthDate,
    contact,
    address,
    updatedAt,
  };
}

/** A customer number of ten digits, the same for the same link every time. */
const customerNumberOf = (token: string) =>
  String(BigInt(`0x${createHash('sha256').update(token).digest('hex').slice(0, 12)}`))
    .padStart(10, '0')
    .slice(-10);

/**
 * The customer behind a link that is no customer link of its own: an identity
 * verification (the brand's customer, whose details the documents are compared with) or
 * an offer to an existing customer (contract extension, tariff migration), whose personal
 * data the operator knows. Copies of seeded links are found the same way.
 */
function customerBehind(ctx: SandboxContext, token: string, brand: string) {
  const updatedAt = berlinIso(addDays(ctx.now(), -120));
  const idv = idvTables(ctx).sessions.get(token);
  if (idv?.brand === brand) return personaDetails(brand, updatedAt);
  const offer = offerStore(ctx.db).offers.get(token);
  if (offer?.brand !== brand || !existingContract(offer.data.offer.offerType)) return undefined;
  const known = storedPersonalDataSchema.safeParse(offer.data.offer.personalData);
  return known.success
    ? { ...known.data, customerNumber: customerNumberOf(token), updatedAt }
    : undefined;
}

/**
 * The details behind a link of a brand, with the verification or offer link they are kept
 * behind as its own calls find it: whose login guards them (an offer behind a login opens its
 * customer's details only with that customer's bearer token) and whether it ended. Both hold
 * also once the details were changed through the link and are kept under its token. A preview
 * is no offer link here: a dealer shows it without any login, and its pages ask for no
 * personal data.
 */
function detailsBehind(
  ctx: SandboxContext,
  customers: ReturnType<typeof table>,
  token: string,
  brand: string,
) {
  const link = findSubject(ctx, 'idv', token) ?? findSubject(ctx, 'offer', token);
  const row = customers.get(token);
  const details = row
    ? row.brand === brand
      ? row.data
      : undefined
    : link?.brand === brand
      ? customerBehind(ctx, token, brand)
      : undefined;
  if (!details) return undefined;
  return { details, loginOf: link?.loginOf, ended: link?.ended };
}

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
    rows.push({ id: token, brand, data: personaDetails(brand, berlinIso(addDays(now, -120))) });
    scenarios.push({ token, brand, ...scenario });
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
  scenarios.push(
    {
      token: 'aldi-idv-main-0001',
      brand: 'aldi',
      name: 'customer-details-on-idv',
      path: '/idv/aldi-idv-main-0001',
      expect:
        "The verification page shows the brand customer's details before the methods: name and " +
        'birth date read-only, e-mail, phone and address can be changed (every idv link has them).',
    },
    {
      token: 'o2-offer-vvl-0001',
      brand: 'o2',
      name: 'customer-details-offer-prefill',
      path: '/angebot/o2-offer-vvl-0001/meine-daten',
      expect:
        'A contract extension: the personal data step is filled from the customer details; name ' +
        'and birth date are shown, not typed (every extension and tariff migration offer has them).',
    },
  );
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
    const customers = table(ctx.db);
    registerSubject(ctx, 'customer', {
      notFound,
      find: (token, brand) => {
        const found = brand === undefined ? undefined : detailsBehind(ctx, customers, token, brand);
        return found && brand !== undefined
          ? { brand, loginOf: found.loginOf, ended: found.ended }
          : undefined;
      },
    });
  },
  routes(app, ctx) {
    const customers = table(ctx.db);
    // Found, guarded by its login where it has one and refused once its link ended, by the
    // access rule (customerLink).
    const load = (token: string, brand: string) =>
      detailsBehind(ctx, customers, token, brand)?.details ?? fail(404, notFound);

    contractRoute(app, 'customerDetailsGet', ({ params }) => ({
      json: load(params.id, params.brand),
    }));

    contractRoute(app, 'customerDetailsUpdate', ({ params, body }) => {
      const current = load(params.id, params.brand);
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

export default customerModule;
