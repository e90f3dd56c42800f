import type { PostalAddress } from '../../api/contract/personal.ts';
import { addressFields } from './addressFields.ts';

export type AddressPart = (typeof addressFields)[number];

/** The fields in which `address` differs from what was typed. */
export const changedParts = (address: PostalAddress, typed: PostalAddress): AddressPart[] =>
  addressFields.filter((field) => address[field].trim() !== typed[field].trim());

/**
 * A German address on one line, in the order of a letter ("Hauptstraße 5, 10827 Berlin"):
 * each part with the separator before it.
 */
export const addressSegments = (address: PostalAddress): [AddressPart, string, string][] => [
  ['street', '', address.street],
  ['houseNumber', ' ', address.houseNumber],
  ['postalCode', ', ', address.postalCode],
  ['city', ' ', address.city],
];
