import type {
  KnownPersonalData,
  PersonalData,
  PostalAddress,
  Salutation,
} from '../../../api/contract/personal.ts';
import type { AddressStatus } from '../../personal/addressFields.ts';
import type { ContactAddressValues } from '../../personal/contactAddressRules.ts';
import type { VerifiedPerson } from '../../personal/LockedIdentity.tsx';
import { emptyDateParts, type DateParts } from '../../step/dateParts.ts';

/** The personal data form as the customer types it: every field a string. */
export type PersonalFormValues = ContactAddressValues & {
  salutation: '' | Salutation;
  givenNames: string;
  familyName: string;
  birthDate: DateParts;
};

/** The fields in the order the form shows them; the error summary lists errors in it. */
export const personalFields = [
  'salutation',
  'givenNames',
  'familyName',
  'birthDate.day',
  'birthDate.month',
  'birthDate.year',
  'email',
  'phone',
  'street',
  'houseNumber',
  'postalCode',
  'city',
] as const;

export type PersonalField = (typeof personalFields)[number];

/** What the form gives once every client rule passes: the address still to be checked. */
export interface PersonalInput {
  salutation: Salutation;
  givenNames: string;
  familyName: string;
  birthDate: string;
  contact: { email: string; phone?: string };
  address: PostalAddress;
}

export const emptyForm: PersonalFormValues = {
  salutation: '',
  givenNames: '',
  familyName: '',
  birthDate: emptyDateParts,
  email: '',
  phone: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
};

/**
 * The id of the element an error of a field leads to: its input, the first radio of the
 * salutation, the day of the birth date.
 */
export const fieldId = (field: PersonalField | 'birthDate'): string =>
  `personal-${field.startsWith('birthDate') ? 'birthDate' : field}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

const nameFields = ['givenNames', 'familyName'] as const;
const contactFields = ['email', 'phone'] as const;
const addressFields = ['street', 'houseNumber', 'postalCode', 'city'] as const;

/** The text fields `names` of `source`; one that is not a string is undefined. */
const textsOf = <K extends string>(source: Record<string, unknown>, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, text(source[name])])) as Record<
    K,
    string | undefined
  >;

const salutationOf = (value: unknown): PersonalFormValues['salutation'] | undefined =>
  value === 'frau' || value === 'herr' || value === '' ? value : undefined;

/** Only the fields that hold a value, so they can be laid over other sources. */
function defined(values: { [K in keyof PersonalFormValues]?: PersonalFormValues[K] | undefined }) {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<PersonalFormValues>;
}

function datePartsOf(value: unknown): DateParts | undefined {
  if (!isRecord(value)) return undefined;
  const { day, month, year } = value;
  return { day: text(day) ?? '', month: text(month) ?? '', year: text(year) ?? '' };
}

/**
 * Form values from personal data the server or an earlier visit knows. Read field by
 * field, so a part that is missing or malformed leaves only its own field empty.
 */
export function formValuesFromKnown(known: unknown): Partial<PersonalFormValues> {
  if (!isRecord(known)) return {};
  const contact = isRecord(known['contact']) ? known['contact'] : {};
  const address = isRecord(known['address']) ? known['address'] : {};
  const birthDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(known['birthDate']) ?? '');
  return defined({
    salutation: salutationOf(known['salutation']),
    ...textsOf(known, nameFields),
    birthDate: birthDate
      ? {
          day: String(Number(birthDate[3])),
          month: String(Number(birthDate[2])),
          year: birthDate[1] ?? '',
        }
      : undefined,
    ...textsOf(contact, contactFields),
    ...textsOf(address, addressFields),
  });
}

/** Form values from what was typed before: every field the customer touched, empty ones included. */
export function formValuesFromTyping(typed: unknown): Partial<PersonalFormValues> {
  if (!isRecord(typed)) return {};
  return defined({
    salutation: salutationOf(typed['salutation']),
    ...textsOf(typed, [...nameFields, ...contactFields, ...addressFields]),
    birthDate: datePartsOf(typed['birthDate']),
  });
}

/**
 * What the form starts with: what was typed wins over the data confirmed on an earlier
 * visit, which wins over what the offer knows. A field the customer cleared stays cleared.
 * A verified identity (an existing customer's) wins over everything: it is not typed.
 */
export function initialFormValues(sources: {
  typed?: unknown;
  confirmed?: unknown;
  known?: KnownPersonalData | undefined;
  verified?: VerifiedPerson | undefined;
}): PersonalFormValues {
  return {
    ...emptyForm,
    ...formValuesFromKnown(sources.known),
    ...formValuesFromKnown(sources.confirmed),
    ...formValuesFromTyping(sources.typed),
    ...formValuesFromKnown(sources.verified),
  };
}

/** The personal data the later steps and the order use, with the address the customer chose. */
export function confirmedPersonalData(
  input: PersonalInput,
  address: PostalAddress,
  status: AddressStatus,
): PersonalData {
  return { ...input, address: { ...address, country: 'DE', status } };
}
