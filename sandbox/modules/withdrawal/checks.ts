import { domainToASCII } from 'node:url';
import type { OfferState } from '../../../src/api/contract/offer.ts';
import type { PersonalData } from '../../../src/api/contract/personal.ts';
import { WITHDRAWAL_PERIOD_DAYS } from '../../../src/api/contract/withdrawal.ts';

const DAY_MS = 86_400_000;

const transliterations: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ı: 'i' };

/**
 * The words of a name as they compare: lower case (locale-invariant), umlauts written out
 * as on a passport's machine-readable line or a keyboard without them (ä → ae, ß → ss),
 * other accents dropped (é → e, ş → s), hyphens and any run of spaces one separator.
 */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüßı]/g, (ch) => transliterations[ch] ?? ch)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[\s\p{Pd}]+/u)
    .filter(Boolean);
}

/** Is `part` found in `whole` in the same order, gaps allowed? */
const inOrder = (part: readonly string[], whole: readonly string[]) => {
  let at = 0;
  for (const word of part) {
    at = whole.indexOf(word, at) + 1;
    if (at === 0) return false;
  }
  return true;
};

/**
 * Does the name given name the order's customer? The whole family name last, before it at
 * least one of the given names in their order: "Anna Müller" and "anna  MUELLER" name Anna
 * Maria Müller; "Müller", "Maria Schmidt" or "Müller Anna" do not.
 */
export function nameMatches(
  given: string,
  personal: Pick<PersonalData, 'givenNames' | 'familyName'>,
): boolean {
  const words = nameWords(given);
  const family = nameWords(personal.familyName);
  const first = words.slice(0, words.length - family.length);
  return (
    family.length > 0 &&
    first.length > 0 &&
    words.slice(-family.length).join(' ') === family.join(' ') &&
    inOrder(first, nameWords(personal.givenNames))
  );
}

/**
 * An address as it compares: without case and surrounding spaces (the form keeps what was
 * typed), its domain in ASCII (`müller-bäckerei.de` and `xn--mller-bckerei-…` are one).
 */
export function emailKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  return `${trimmed.slice(0, at)}@${domainToASCII(trimmed.slice(at + 1)) || trimmed.slice(at + 1)}`;
}

export const emailMatches = (given: string, registered: string): boolean =>
  emailKey(given) === emailKey(registered);

/** States of an order whose contract was concluded and can be withdrawn. */
const concluded: readonly OfferState[] = ['submitted', 'confirmed'];

/**
 * Why a statement that names an order by its reference, name and e-mail does not withdraw
 * it at once but waits for a person: withdrawn before, no contract concluded (the payment
 * never went through), or ordered more than 14 days ago — a handset's period runs from
 * delivery, and 12 months longer where the withdrawal information was missing, which only
 * the order's history tells.
 */
export type ReviewReason =
  | 'unknownOrder'
  | 'detailsDiffer'
  | 'alreadyWithdrawn'
  | 'notConcluded'
  | 'periodToCheck'
  /** More statements from one client within the hour than a customer makes. */
  | 'manyFromOneClient';

export function reviewReason(
  state: OfferState,
  submittedAt: string,
  now: Date,
): ReviewReason | undefined {
  if (state === 'withdrawn') return 'alreadyWithdrawn';
  if (!concluded.includes(state)) return 'notConcluded';
  const ends = Date.parse(submittedAt) + WITHDRAWAL_PERIOD_DAYS * DAY_MS;
  return now.getTime() > ends ? 'periodToCheck' : undefined;
}
