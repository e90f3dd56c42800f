import type {
  ContractIdentification,
  CustomerIdentification,
} from '../api/contract/termination.ts';
import type { TextKey } from '../i18n/keys.ts';
import type { Locale } from '../routes.ts';
import { formatIsoDate } from '../ui/formatDate.ts';

type Say = (key: TextKey) => string;

/**
 * The contract holder a prefilled link names, as the form shows them and the receipt's PDF
 * repeats them: name, birth date, address.
 */
export function holderRows(
  holder: CustomerIdentification,
  t: Say,
  locale: Locale,
): [string, string][] {
  const a = holder.address;
  return [
    [t('termination:prefilled.holder'), `${holder.givenNames} ${holder.familyName}`],
    [t('termination:holder.birthDate.legend'), formatIsoDate(holder.birthDate, locale)],
    [t('termination:prefilled.address'), `${a.street} ${a.houseNumber}, ${a.postalCode} ${a.city}`],
  ];
}

/** The numbers that identify the contract, those it has. */
export function contractNumberRows(contract: ContractIdentification, t: Say): [string, string][] {
  return (['phoneNumber', 'customerNumber', 'contractNumber'] as const).flatMap((field) => {
    const value = contract[field];
    return value ? [[t(`termination:contract.${field}`), value] as [string, string]] : [];
  });
}
