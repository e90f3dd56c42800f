import { z } from '../../api/contract/zod.ts';
import type { CustomerDetails, CustomerDetailsUpdate } from '../../api/contract/customer.ts';
import type { PostalAddress } from '../../api/contract/personal.ts';
import type { AddressStatus } from '../personal/addressFields.ts';
import {
  contactAddressFields,
  contactAddressRules,
  contactAndAddress,
  type ContactAddressValues,
} from '../personal/contactAddressRules.ts';

/** What a customer may change of their details, as typed: their contact and address. */
export type CustomerFormValues = ContactAddressValues;

/** The fields in the order the form shows them; the error summary lists errors in it. */
export const customerFields = contactAddressFields;

export type CustomerField = (typeof customerFields)[number];

/** The form's output once every rule passes: the address still to be checked. */
export interface CustomerInput {
  contact: CustomerDetailsUpdate['contact'];
  address: PostalAddress;
}

/** The rules are the offer's personal data rules for the same fields. */
export const customerFormSchema = z.pipe(
  z.object(contactAddressRules),
  z.transform((form): CustomerInput => contactAndAddress(form)),
);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The form's first values: what was typed before wins, field by field, over the stored details. */
export function customerFormValues(
  details: CustomerDetails,
  typed: Record<string, unknown> | undefined,
): CustomerFormValues {
  const known: CustomerFormValues = {
    email: details.contact.email,
    phone: details.contact.phone ?? '',
    street: details.address.street,
    houseNumber: details.address.houseNumber,
    postalCode: details.address.postalCode,
    city: details.address.city,
  };
  const value = (field: CustomerField) => text(typed?.[field]) ?? known[field];
  return {
    email: value('email'),
    phone: value('phone'),
    street: value('street'),
    houseNumber: value('houseNumber'),
    postalCode: value('postalCode'),
    city: value('city'),
  };
}

/** Saves the contact and the address as chosen; its outcome is the screen's to show. */
export type SaveDetails<R> = (
  input: CustomerInput,
  address: PostalAddress,
  status: AddressStatus,
) => Promise<R>;

/** The update the API takes: the contact and the address the customer chose. */
export const customerUpdate = (
  input: CustomerInput,
  address: PostalAddress,
  status: AddressStatus,
): CustomerDetailsUpdate => ({
  contact: input.contact,
  address: { ...address, country: 'DE', status },
});
