import type {
  KnownPersonalData,
  PersonalData,
  PostalAddress,
  Salutation,
} from '../../../api/contract/personal.ts';

/**
 * The personal data form as the customer types it: every field a string, the birth date
 * in three parts. A type alias (not an interface) so it is a draft record as it stands.
 */
export type PersonalFormValues = {
  salutation: '' | Salutation;
  givenNames: string;
  familyName: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
};

export type PersonalField = keyof PersonalFormValues;

/** The fields in the order the form shows them; the error summary lists errors in it. */
export const personalFields = [
  'salutation',
  'givenNames',
  'familyName',
  'birthDay',
  'birthMonth',
  'birthYear',
  'email',
  'phone',
  'street',
  'houseNumber',
  'postalCode',
  'city',
] as const satisfies readonly PersonalField[];

export const addressFields = [
  'street',
  'houseNumber',
  'postalCode',
  'city',
] as const satisfies readonly (PersonalField & keyof PostalAddress)[];

/** What the form gives once every client rule passes: the address still to be checked. */
export interface PersonalInput {
  salutation: Salutation;
  givenNames: string;
  familyName: string;
  birthDate: string;
  contact: { email: string; phone?: string };
  address: PostalAddress;
}

export type AddressStatus = PersonalData['address']['status'];

export const emptyForm: PersonalFormValues = {
  salutation: '',
  givenNames: '',
  familyName: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  email: '',
  phone: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
};

/** The id of a field's input; the first radio for the salutation. Error summary links use it. */
export const fieldId = (field: PersonalField): string => `personal-${field}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

const salutationOf = (value: unknown): PersonalFormValues['salutation'] | undefined =>
  value === 'frau' || value === 'herr' || value === '' ? value : undefined;

/** Only the fields that hold a value, so they can be laid over other sources. */
function defined(values: Partial<Record<PersonalField, string | undefined>>) {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<PersonalFormValues>;
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
    givenNames: text(known['givenNames']),
    familyName: text(known['familyName']),
    ...(birthDate && {
      birthDay: String(Number(birthDate[3])),
      birthMonth: String(Number(birthDate[2])),
      birthYear: birthDate[1],
    }),
    email: text(contact['email']),
    phone: text(contact['phone']),
    street: text(address['street']),
    houseNumber: text(address['houseNumber']),
    postalCode: text(address['postalCode']),
    city: text(address['city']),
  });
}

/** Form values from the kept draft: every field the customer touched, empty ones included. */
export function formValuesFromDraft(draft: unknown): Partial<PersonalFormValues> {
  if (!isRecord(draft)) return {};
  return defined(
    Object.fromEntries(
      personalFields.map((field) => [
        field,
        field === 'salutation' ? salutationOf(draft[field]) : text(draft[field]),
      ]),
    ),
  );
}

/**
 * What the form starts with: the draft wins over the confirmed data of an earlier visit,
 * which wins over what the offer knows. A field the customer cleared stays cleared.
 */
export function initialFormValues(sources: {
  draft?: unknown;
  confirmed?: unknown;
  known?: KnownPersonalData | undefined;
}): PersonalFormValues {
  return {
    ...emptyForm,
    ...formValuesFromKnown(sources.known),
    ...formValuesFromKnown(sources.confirmed),
    ...formValuesFromDraft(sources.draft),
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

/** The form values of confirmed data, so a return to the step shows what was chosen. */
export const formValuesOf = (data: PersonalData): PersonalFormValues => ({
  ...emptyForm,
  ...formValuesFromKnown(data),
});
