import { describe, expect, it } from 'vitest';
import {
  afterNotice,
  earliestEnd,
  endDate,
  monthsAfterEvent,
  termEnd,
  type ContractTerm,
} from './endDate.ts';

const month = { value: 1, unit: 'months' } as const;

describe('a period of months from the day of receipt (§ 188 (2), (3) BGB)', () => {
  it('ends on the day with the same number, or the last day of a shorter month', () => {
    const cases = [
      ['2026-01-14', 1, '2026-02-14'],
      ['2026-01-31', 1, '2026-02-28'],
      ['2028-01-31', 1, '2028-02-29'],
      ['2026-03-31', 1, '2026-04-30'],
      ['2026-12-15', 3, '2027-03-15'],
      ['2026-05-31', -3, '2026-02-28'],
    ] as const;
    for (const [received, months, end] of cases)
      expect(monthsAfterEvent(received, months)).toBe(end);
  });
});

describe('the last day of a minimum term (§ 187 (2), § 188 (2), (3) BGB)', () => {
  it('is the day before the day with the start day number, or the end of a month without it', () => {
    const cases = [
      ['2024-05-14', 24, '2026-05-13'],
      ['2024-03-01', 24, '2026-02-28'],
      ['2026-01-01', 12, '2026-12-31'],
      // From 31 March, one month ends on 30 April, not on 29 April.
      ['2026-03-31', 1, '2026-04-30'],
      ['2024-02-29', 24, '2026-02-28'],
      ['2026-01-30', 1, '2026-02-28'],
    ] as const;
    for (const [start, months, end] of cases) expect(termEnd(start, months)).toBe(end);
  });
});

describe('the notice period', () => {
  it('counts days, weeks and months from the day after receipt', () => {
    expect(afterNotice('2026-12-31', { value: 1, unit: 'days' })).toBe('2027-01-01');
    expect(afterNotice('2026-02-20', { value: 2, unit: 'weeks' })).toBe('2026-03-06');
    expect(afterNotice('2026-01-31', month)).toBe('2026-02-28');
  });
});

describe('the end of a contract', () => {
  const inTerm: ContractTerm = {
    startDate: '2024-05-14',
    minimumTermMonths: 24,
    noticePeriod: month,
  };
  const ordinary = { receivedOn: '2026-01-14', bound: true };

  it('is the end of the minimum term when the notice still reaches it', () => {
    expect(earliestEnd(inTerm, ordinary)).toBe('2026-05-13');
    // Received a month before the end exactly: still in time.
    expect(earliestEnd(inTerm, { ...ordinary, receivedOn: '2026-04-13' })).toBe('2026-05-13');
  });

  it('is the end of the notice when it comes too late for the minimum term, or after it (§ 56 (3) TKG)', () => {
    expect(earliestEnd(inTerm, { ...ordinary, receivedOn: '2026-04-14' })).toBe('2026-05-14');
    expect(earliestEnd(inTerm, { ...ordinary, receivedOn: '2027-01-31' })).toBe('2027-02-28');
  });

  it('is not bound to the minimum term for an extraordinary termination or an option', () => {
    expect(earliestEnd(inTerm, { ...ordinary, bound: false })).toBe('2026-02-14');
  });

  it('follows the notice alone without a minimum term', () => {
    const prepaid = {
      startDate: '2025-05-14',
      minimumTermMonths: 0,
      noticePeriod: { value: 1, unit: 'days' },
    } as const;
    expect(earliestEnd(prepaid, ordinary)).toBe('2026-01-15');
  });

  it('is a chosen later date, or the earliest date when the chosen one is before it', () => {
    expect(endDate(inTerm, { ...ordinary, requested: '2026-08-31' })).toBe('2026-08-31');
    expect(endDate(inTerm, { ...ordinary, requested: '2026-05-13' })).toBe('2026-05-13');
    expect(endDate(inTerm, { ...ordinary, requested: '2026-02-28' })).toBe('2026-05-13');
    expect(endDate(inTerm, ordinary)).toBe('2026-05-13');
  });
});
