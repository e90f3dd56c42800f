import { randomInt } from 'node:crypto';

/**
 * Crockford's base-32 alphabet: digits and capitals without I, L, O and U, so a reference
 * read out on the phone or copied from a printout has no look-alikes.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** `B-2026-K7QM-4XD2-9HPT`: the year of the order and three groups of four random characters. */
export const ORDER_REFERENCE_RULE = /^B-\d{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/**
 * A new order reference. Its 60 random bits (12 characters of 5 bits from the system's
 * cryptographic generator) say nothing about other orders: no sequence to count along,
 * and guessing one that exists is hopeless at any rate the API allows.
 */
export function newOrderReference(year: number): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return `B-${year}-${groups.join('-')}`;
}

/**
 * A reference as a customer may type it — lower case, without or with other dashes and
 * spaces, O for 0, I or L for 1 — in its printed form; anything else unchanged (the form
 * also takes the offer link's token).
 */
export function canonicalReference(typed: string): string {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  const match = /^B(\d{4})([0-9A-Z]{12})$/.exec(compact);
  if (!match) return typed;
  const [, year = '', code = ''] = match;
  const fixed = code.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (/U/.test(fixed)) return typed;
  return `B-${year}-${fixed.match(/.{4}/g)?.join('-') ?? fixed}`;
}
