import type { Tariff } from '../../../src/api/contract/offer.ts';

/** What decides when a contract can end: its start, minimum term and notice period. */
export interface ContractTerm {
  /** First day of the contract, ISO date. */
  startDate: string;
  /** 0: no minimum term. */
  minimumTermMonths: number;
  noticePeriod: Tariff['noticePeriod'];
}

/** How the termination was declared, as far as its end date depends on it. */
export interface Declared {
  /** Berlin calendar date the termination was received. */
  receivedOn: string;
  /** Special terminations and single options are not bound to the minimum term. */
  bound: boolean;
  /** The later date asked for; none: as early as possible. */
  requested?: string | undefined;
}

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month `months` after the month of `date`, as year and month. */
function monthAfter(date: string, months: number): [number, number] {
  const [year, month] = parts(date);
  const index = year * 12 + (month - 1) + months;
  return [Math.floor(index / 12), (index % 12) + 1];
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * The end of a period of months that starts with an event on `date` (§ 187 (1), § 188 (2)
 * and (3) BGB): the day of the later month with the same number, or the last day of that
 * month where it has no such day (received 31 January, one month: 28 or 29 February).
 */
export function monthsAfterEvent(date: string, months: number): string {
  const [, , day] = parts(date);
  const [year, month] = monthAfter(date, months);
  return iso(year, month, Math.min(day, daysInMonth(year, month)));
}

/**
 * The last day of a term of months that begins on `start` (§ 187 (2), § 188 (2) and (3)
 * BGB): the day before the day with the same number, or the last day of the month where
 * it has no such day (from 31 March, one month: 30 April, not 29 April).
 */
export function termEnd(start: string, months: number): string {
  const [, , day] = parts(start);
  const [year, month] = monthAfter(start, months);
  return day > daysInMonth(year, month)
    ? iso(year, month, daysInMonth(year, month))
    : addDays(iso(year, month, day), -1);
}

/** The first day a termination received on `receivedOn` can take effect after its notice. */
export function afterNotice(receivedOn: string, notice: Tariff['noticePeriod']): string {
  switch (notice.unit) {
    case 'days':
      return addDays(receivedOn, notice.value);
    case 'weeks':
      return addDays(receivedOn, 7 * notice.value);
    case 'months':
      return monthsAfterEvent(receivedOn, notice.value);
  }
}

/**
 * The earliest day the contract can end (its last day): after the notice period, and for
 * an ordinary termination not before the end of the minimum term. After the minimum term
 * the contract runs on and ends after the notice at any time (§ 56 (3) TKG), so a
 * termination that arrives too late for the end of the minimum term ends it after the
 * notice, not a year later.
 */
export function earliestEnd(contract: ContractTerm, { receivedOn, bound }: Declared): string {
  const notice = afterNotice(receivedOn, contract.noticePeriod);
  if (!bound || contract.minimumTermMonths === 0) return notice;
  const term = termEnd(contract.startDate, contract.minimumTermMonths);
  return term > notice ? term : notice;
}

/**
 * The day the contract ends: the date asked for, unless it is before the earliest
 * possible one — then the earliest, as a termination to a date too early takes effect at
 * the next possible date.
 */
export function endDate(contract: ContractTerm, declared: Declared): string {
  const earliest = earliestEnd(contract, declared);
  return declared.requested && declared.requested > earliest ? declared.requested : earliest;
}
