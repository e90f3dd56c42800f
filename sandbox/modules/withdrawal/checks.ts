import type { OfferState } from '../../../src/api/contract/offer.ts';
import type { PersonalData } from '../../../src/api/contract/personal.ts';
import {
  WITHDRAWAL_PERIOD_DAYS,
  type WithdrawalCode,
} from '../../../src/api/contract/withdrawal.ts';

const DAY_MS = 86_400_000;

const plain = (text: string) =>
  text.normalize('NFKC').toLocaleLowerCase('de').replace(/\s+/g, ' ').trim();

/**
 * The name given identifies the customer when it holds the order's family name: a second
 * given name left out or a title added does not refuse a withdrawal, a stranger's name
 * with a guessed reference does.
 */
export const nameFits = (given: string, personal: Pick<PersonalData, 'familyName'>): boolean =>
  plain(given).includes(plain(personal.familyName));

/** States of an order whose contract was concluded and can be withdrawn. */
const concluded: readonly OfferState[] = ['submitted', 'confirmed'];

/**
 * Why an order found under the customer's name cannot be withdrawn now, if it cannot: it
 * was withdrawn already, no contract was concluded (the payment never went through), or
 * the 14 days from the order have passed.
 */
export function refusal(
  state: OfferState,
  submittedAt: string,
  now: Date,
): WithdrawalCode | undefined {
  if (state === 'withdrawn') return 'WithdrawalAlreadyDone';
  if (!concluded.includes(state)) return 'WithdrawalOrderNotFound';
  const ends = Date.parse(submittedAt) + WITHDRAWAL_PERIOD_DAYS * DAY_MS;
  return now.getTime() > ends ? 'WithdrawalPeriodEnded' : undefined;
}
