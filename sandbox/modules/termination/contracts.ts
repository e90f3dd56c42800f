import type { TerminationRequest } from '../../../src/api/contract/termination.ts';
import type { SandboxContext } from '../../context.ts';
import { documentTable } from '../../db.ts';
import { tariff, type TariffKey } from '../offers/catalog/tariffs.ts';
import { berlinDate } from '../support/berlinTime.ts';
import { siteBrandSlugs } from '../support/brandFacts.ts';
import { personaOf } from '../support/personas.ts';
import type { SeedRow } from '../support/seedMode.ts';
import { monthsAfterEvent, type ContractTerm } from './endDate.ts';

/** A customer's mobile contract as the operator's systems know it. */
export interface SeededContract extends ContractTerm {
  phoneNumber: string;
  customerNumber: string;
  contractNumber: string;
  holder: { familyName: string; birthDate: string };
  tariffName: string;
}

/**
 * Each brand's seeded customer has one mobile contract with the brand's tariff, started
 * so that QA sees each rule of the end date: o2 still in its minimum term (ends with it),
 * AY YILDIZ past it (one month's notice from the day of receipt), aetka a few days before
 * its end (too late for it: one month's notice), prepaid brands a day's notice.
 */
const contractPlans: Record<string, { tariff: TariffKey; monthsAgo: number }> = {
  o2: { tariff: 'o2MobileM', monthsAgo: 20 },
  ayyildiz: { tariff: 'ayAllnetM', monthsAgo: 30 },
  aetka: { tariff: 'aetkaSmart20', monthsAgo: 23 },
  aldi: { tariff: 'aldiPaketM', monthsAgo: 8 },
  nova: { tariff: 'novaFlat15', monthsAgo: 8 },
  ortel: { tariff: 'ortelAllnetPlus', monthsAgo: 8 },
  spice: { tariff: 'blauAllnet25', monthsAgo: 8 },
};
const otherPlan = { tariff: 'allnet30', monthsAgo: 3 } as const;

export function contractSeed(now: Date): SeedRow<SeededContract>[] {
  return siteBrandSlugs.map((brand) => {
    const p = personaOf(brand);
    const plan = contractPlans[brand] ?? otherPlan;
    const { name, minimumTermMonths, noticePeriod } = tariff(plan.tariff);
    return {
      id: p.contractNumber,
      brand,
      data: {
        phoneNumber: p.phoneNumber,
        customerNumber: p.customerNumber,
        contractNumber: p.contractNumber,
        holder: { familyName: p.familyName, birthDate: p.birthDate },
        tariffName: name,
        startDate: monthsAfterEvent(berlinDate(now), -plan.monthsAgo),
        minimumTermMonths,
        noticePeriod,
      },
    };
  });
}

/** `+49 176 1234-5678`, `0049176…` and `0176 12345678` are the same number. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^(00)?49/, '0');
const plain = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
const name = (value: string) => value.normalize('NFC').trim().toLocaleLowerCase('de');

/**
 * Whether a termination names this contract: every number it gives is the contract's,
 * and the holder's family name and birth date are. The numbers alone are not enough: the
 * receipt states the contract's end date, which must not answer anyone who types a
 * stranger's phone number.
 */
export function namesContract(
  contract: SeededContract,
  { contract: given, customer }: Pick<TerminationRequest, 'contract' | 'customer'>,
): boolean {
  const checks = [
    given.phoneNumber && phoneDigits(given.phoneNumber) === phoneDigits(contract.phoneNumber),
    given.customerNumber && plain(given.customerNumber) === plain(contract.customerNumber),
    given.contractNumber && plain(given.contractNumber) === plain(contract.contractNumber),
  ].filter((check) => check !== undefined && check !== '');
  return (
    checks.length > 0 &&
    checks.every(Boolean) &&
    name(customer.familyName) === name(contract.holder.familyName) &&
    customer.birthDate === contract.holder.birthDate
  );
}

export function contractTable(ctx: SandboxContext) {
  const table = documentTable<SeededContract>(ctx.db, 'termination_contracts');
  const ofBrand = ctx.db.prepare('SELECT data FROM termination_contracts WHERE brand = ?');
  return {
    ...table,
    /** The contract of `brand` a termination of a mobile contract or its option names. */
    find(
      brand: string,
      request: Pick<TerminationRequest, 'serviceType' | 'contract' | 'customer'>,
    ): SeededContract | undefined {
      if (request.serviceType === 'internet') return undefined;
      return (ofBrand.all(brand) as { data: string }[])
        .map((row) => JSON.parse(row.data) as SeededContract)
        .find((contract) => namesContract(contract, request));
    },
  };
}
