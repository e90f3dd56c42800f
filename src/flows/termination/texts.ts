import type { FieldGroup } from './terminationForm.ts';
import type { TextKey } from '../../i18n/keys.ts';

/** What the required-fields dialog calls each part of the form. */
export const fieldNames: Record<FieldGroup, TextKey> = {
  serviceType: 'termination:serviceType.legend',
  cancellationType: 'termination:cancellationType.legend',
  reason: 'termination:reason.legend',
  reasonText: 'termination:reasonText.label',
  proofs: 'termination:upload.legend',
  terminationDate: 'termination:date.later.label',
  givenNames: 'termination:holder.givenNames',
  familyName: 'termination:holder.familyName',
  birthDate: 'termination:holder.birthDate.legend',
  street: 'termination:holder.street',
  houseNumber: 'termination:holder.houseNumber',
  postalCode: 'termination:holder.postalCode',
  city: 'termination:holder.city',
  phoneNumber: 'termination:contract.legend',
  customerNumber: 'termination:contract.customerNumber',
  contractNumber: 'termination:contract.contractNumber',
  email: 'termination:email.label',
};
