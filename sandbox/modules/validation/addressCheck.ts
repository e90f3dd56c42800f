import type { PostalAddress } from '../../../src/api/contract/personal.ts';
import type { AddressValidation } from '../../../src/api/contract/validation.ts';
import { germanAddresses, type KnownStreet } from './germanAddresses.ts';

/** The address is unknown in an area the data set covers: which field is wrong. */
export interface UnknownAddress {
  result: 'unknown';
  field: 'street' | 'houseNumber';
}

const fold = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue');

/** "Hauptstr.", "hauptstrasse" and "Haupt-Straße" are the same street. */
const streetKey = (s: string) =>
  fold(s)
    .replace(/str(\.|\b)/g, 'strasse')
    .replace(/[^a-z0-9]/g, '');

const cityKey = (s: string) => fold(s).replace(/[^a-z0-9]/g, '');

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 0 for the same street, 1-2 for a typo, undefined for another street. */
function streetDistance(typed: string, known: string): number | undefined {
  const a = streetKey(typed);
  const b = streetKey(known);
  if (a === b) return 0;
  const d = distance(a, b);
  return d <= (b.length >= 8 ? 2 : 1) ? d : undefined;
}

const cityMatches = (typed: string, known: KnownStreet) =>
  [known.city, ...(known.cityAliases ?? [])].some((c) => cityKey(c) === cityKey(typed));

const houseNumberOf = (houseNumber: string) => Number.parseInt(houseNumber, 10);

const inRange = (n: number, [from, to]: readonly [number, number]) => n >= from && n <= to;

/**
 * Checks a German address against the data set: valid as typed, corrected (typo in the
 * street, wrong postal code or city name), or a choice when several addresses fit. An
 * address in a city or postal code the data set does not cover counts as valid: the
 * sandbox cannot know it.
 */
export function checkAddress(
  address: PostalAddress,
  known: readonly KnownStreet[] = germanAddresses,
): AddressValidation | UnknownAddress {
  const number = houseNumberOf(address.houseNumber);
  const nearby = known.filter(
    (k) => k.postalCode === address.postalCode || cityMatches(address.city, k),
  );
  if (nearby.length === 0) return { result: 'valid' };

  const streets = nearby
    .map((k) => ({ k, d: streetDistance(address.street, k.street) }))
    .filter((m): m is { k: KnownStreet; d: number } => m.d !== undefined);
  if (streets.length === 0) return { result: 'unknown', field: 'street' };
  const numbered = streets.filter((m) => inRange(number, m.k.houseNumbers));
  if (numbered.length === 0) return { result: 'unknown', field: 'houseNumber' };

  const closest = Math.min(...numbered.map((m) => m.d));
  const best = numbered.filter((m) => m.d === closest).map((m) => m.k);
  const exactArea = best.filter(
    (k) => k.postalCode === address.postalCode && cityMatches(address.city, k),
  );
  const matches = exactArea.length > 0 ? exactArea : best;

  const suggestions = matches.map((k) => ({
    street: k.street,
    houseNumber: address.houseNumber.trim(),
    postalCode: k.postalCode,
    city: k.city,
  }));
  const [only, ...more] = suggestions;
  if (!only) return { result: 'unknown', field: 'street' };
  if (more.length > 0) return { result: 'choice', candidates: suggestions };
  const asTyped =
    only.street === address.street.trim() &&
    only.city === address.city.trim() &&
    only.postalCode === address.postalCode &&
    only.houseNumber === address.houseNumber;
  return asTyped ? { result: 'valid' } : { result: 'corrected', suggestion: only };
}
