import { personalDataSchema } from '../../api/contract/personal.ts';
import { textField } from '../step/fieldRules.ts';
import { addressFields } from './addressFields.ts';

/** Contact and address as typed: every field a string. */
export interface ContactAddressValues {
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

/** The contact and address fields in the order the forms show them. */
export const contactAddressFields = [
  'email',
  'phone',
  ...addressFields,
] as const satisfies readonly (keyof ContactAddressValues)[];

const fields = personalDataSchema.shape;
const address = fields.address.shape;

/**
 * The rules of the contact and address fields, each with its own words (GOV.UK) as text
 * keys; the rules themselves are the contract's, so what passes here passes the API. The
 * offer's personal data and the customer details share them.
 */
export const contactAddressRules = {
  email: textField({
    rule: fields.contact.shape.email,
    required: 'personalData:errors.email.required',
    format: 'personalData:errors.email.format',
  }),
  phone: textField({
    rule: fields.contact.shape.phone,
    format: 'personalData:errors.phone.format',
  }),
  street: textField({
    rule: address.street,
    required: 'personalData:errors.street.required',
    format: 'personalData:errors.street.format',
    tooLong: 'personalData:errors.street.tooLong',
  }),
  houseNumber: textField({
    rule: address.houseNumber,
    required: 'personalData:errors.houseNumber.required',
    format: 'personalData:errors.houseNumber.format',
    tooLong: 'personalData:errors.houseNumber.tooLong',
  }),
  postalCode: textField({
    rule: address.postalCode,
    required: 'personalData:errors.postalCode.required',
    format: 'personalData:errors.postalCode.format',
    // Often typed with a space ("80 992"); the five digits are what count.
    normalise: (code) => code.replace(/\s+/g, ''),
  }),
  city: textField({
    rule: address.city,
    required: 'personalData:errors.city.required',
    format: 'personalData:errors.city.format',
    tooLong: 'personalData:errors.city.tooLong',
  }),
};

/** The contact and the address as the API takes them, from the checked form values. */
export function contactAndAddress(form: ContactAddressValues) {
  return {
    contact: { email: form.email, ...(form.phone ? { phone: form.phone } : {}) },
    address: {
      street: form.street,
      houseNumber: form.houseNumber,
      postalCode: form.postalCode,
      city: form.city,
    },
  };
}
