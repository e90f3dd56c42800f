import type { TerminationRequest } from '../../../src/api/contract/termination.ts';
import type { Scenario } from '../../context.ts';
import { addDays, berlinDate, berlinIso } from '../support/berlinTime.ts';
import { brandFacts, siteBrandSlugs } from '../support/brandFacts.ts';
import { personaOf, type Persona } from '../support/personas.ts';
import type { SeedRow } from '../support/seedMode.ts';
import { terminationConfigFor } from './config.ts';
import { contractSeed, type SeededContract } from './contracts.ts';
import { earliestEnd, endDate } from './endDate.ts';
import { signPrefill, tamperedPrefill } from './prefill.ts';
import type { StoredTermination } from './store.ts';

/** Id of the seeded, already received termination whose PDF QA can download. */
export const SEEDED_TERMINATION_ID = '7d6f9e1a-3c2b-4f5e-9a8b-1c2d3e4f5a6b';

const identification = (p: Persona) => ({
  contract: { phoneNumber: p.phoneNumber, customerNumber: p.customerNumber },
  customer: {
    salutation: p.salutation,
    givenNames: p.givenNames,
    familyName: p.familyName,
    birthDate: p.birthDate,
    address: {
      street: p.address.street,
      houseNumber: p.address.houseNumber,
      postalCode: p.address.postalCode,
      city: p.address.city,
    },
  },
});

/** What the tester types into the default form for a brand's seeded customer. */
const formInput = (p: Persona): Record<string, string> => ({
  phoneNumber: p.phoneNumber,
  customerNumber: p.customerNumber,
  givenNames: p.givenNames,
  familyName: p.familyName,
  birthDate: p.birthDate,
  street: p.address.street,
  houseNumber: p.address.houseNumber,
  postalCode: p.address.postalCode,
  city: p.address.city,
  email: p.contact.email,
});

const endOf = (contract: SeededContract | undefined, receivedOn: string) =>
  contract ? { effectiveDate: endDate(contract, { receivedOn, bound: true }) } : {};

export function prefillLink(brand: string, expiresAt: Date): string {
  const p = personaOf(brand);
  return signPrefill({
    brand,
    expiresAt: berlinIso(expiresAt),
    prefill: { serviceType: 'mobile', ...identification(p), email: p.contact.email },
  });
}

export function terminationSeed(now: Date): {
  rows: SeedRow<StoredTermination>[];
  scenarios: Scenario[];
} {
  const scenarios: Scenario[] = [];
  const contracts = new Map(contractSeed(now).map((row) => [row.brand, row.data]));
  const receivedOn = berlinDate(now);
  /** What QA reads of the end date of a brand's seeded contract. */
  const ends = (brand: string) => {
    const c = contracts.get(brand);
    if (!c) return 'The receipt says the end date follows by e-mail.';
    const date = earliestEnd(c, { receivedOn, bound: true });
    const term = c.minimumTermMonths
      ? `${c.minimumTermMonths} months' minimum term`
      : 'no minimum term';
    return (
      `As early as possible, the receipt and its PDF state the end date ${date} (today; ` +
      `${c.tariffName} since ${c.startDate}, ${term}, notice ${c.noticePeriod.value} ` +
      `${c.noticePeriod.unit}).`
    );
  };
  for (const brand of siteBrandSlugs) {
    const p = personaOf(brand);
    const services = terminationConfigFor(brand, now).serviceTypes.join(', ');
    scenarios.push({
      token: p.customerNumber,
      brand,
      name: `termination-form-${brand}`,
      path: '/kuendigung',
      expect:
        `The termination form of ${brandFacts(brand).name} (service types ${services}; Regular ` +
        'and Special). Submitting shows the confirmation with the date and time of receipt and ' +
        `a PDF confirmation to download. ${ends(brand)}`,
      input: formInput(p),
    });
  }
  for (const brand of siteBrandSlugs) {
    const data = prefillLink(brand, addDays(now, 30));
    scenarios.push({
      token: data,
      brand,
      name: `termination-prefilled-${brand}`,
      path: `/selfcarekuendigung?data=${data}`,
      expect:
        `The prefilled termination of ${personaOf(brand).givenNames} ${personaOf(brand).familyName}: ` +
        'contract and customer fields are shown read-only, "as early as possible" says the ' +
        `earliest end date; submitting shows the confirmation. ${ends(brand)}`,
    });
  }
  const first = siteBrandSlugs[0] ?? 'o2';
  const o2 = siteBrandSlugs.includes('o2') ? 'o2' : first;
  const o2Persona = personaOf(o2);
  scenarios.push(
    {
      token: o2Persona.customerNumber,
      brand: o2,
      name: 'termination-special-with-proof',
      path: '/kuendigung',
      expect:
        'Special termination for the death of the contract holder: a proof upload is required ' +
        '(PDF, JPEG or PNG up to 10 MB). A renamed program (.exe as .pdf) is refused as file ' +
        'type not allowed, a file over 10 MB as too large.',
      input: {
        ...formInput(o2Persona),
        cancellationType: 'Special',
        reason: 'deathOfContractHolder',
      },
    },
    {
      token: o2Persona.customerNumber,
      brand: o2,
      name: 'termination-unknown-contract',
      path: '/kuendigung',
      expect:
        'A termination whose phone number names no contract of the brand is received all the ' +
        'same; its receipt says the end date follows by e-mail, and a chosen later date is ' +
        'stated as asked for, to be confirmed by e-mail.',
      input: { ...formInput(o2Persona), phoneNumber: '0176 99999999' },
    },
    {
      token: SEEDED_TERMINATION_ID,
      brand: o2,
      name: 'termination-received',
      expect:
        `A termination received yesterday: GET /api/${o2}/contracttermination/download/` +
        `${SEEDED_TERMINATION_ID} returns its PDF confirmation with date and time of receipt; ` +
        'submitting the same id again replays the same receipt.',
    },
  );
  const tamperedData = tamperedPrefill(prefillLink(first, addDays(now, 30)));
  const expiredData = prefillLink(first, addDays(now, -1));
  scenarios.push(
    {
      token: tamperedData,
      brand: first,
      name: 'termination-prefilled-tampered',
      path: `/selfcarekuendigung?data=${tamperedData}`,
      expect: 'A prefill link whose name was changed: refused (403), the form is not prefilled.',
    },
    {
      token: expiredData,
      brand: first,
      name: 'termination-prefilled-expired',
      path: `/selfcarekuendigung?data=${expiredData}`,
      expect: 'An expired prefill link: refused (410), the form is not prefilled.',
    },
  );

  const receivedAt = new Date(now.getTime() - 86_400_000);
  const request: TerminationRequest = {
    serviceType: 'mobile',
    cancellationType: 'Regular',
    selectTerminationDate: false,
    reason: 'None',
    ...identification(o2Persona),
    email: o2Persona.contact.email,
  };
  const rows: SeedRow<StoredTermination>[] = [
    {
      id: SEEDED_TERMINATION_ID,
      brand: o2,
      data: {
        kind: 'default',
        request,
        receipt: {
          id: SEEDED_TERMINATION_ID,
          receivedAt: berlinIso(receivedAt),
          ...endOf(contracts.get(o2), berlinDate(receivedAt)),
        },
        proofs: [],
      },
    },
  ];
  return { rows, scenarios };
}
