import type { Address, PostalAddress } from '../../api/contract/personal.ts';

/** The fields of a postal address, in the order a form shows them. */
export const addressFields = [
  'street',
  'houseNumber',
  'postalCode',
  'city',
] as const satisfies readonly (keyof PostalAddress)[];

export type AddressField = (typeof addressFields)[number];

/** validated: the address validation confirmed it; entered: kept as the customer typed it. */
export type AddressStatus = Address['status'];
