import type { PostalAddress } from '../../api/contract/personal.ts';
import type { TextKey } from '../../i18n/keys.ts';
import type { Locale } from '../../routes.ts';
import { formatIsoDate } from '../../ui/formatDate.ts';

type Say = (key: TextKey) => string;

interface Holder {
  givenNames: string;
  familyName: string;
  birthDate: Parameters<typeof formatIsoDate>[0];
  address: Pick<PostalAddress, 'street' | 'houseNumber' | 'postalCode' | 'city'>;
}

type ContractNumbers = Partial<
  Record<'phoneNumber' | 'customerNumber' | 'contractNumber', string | undefined>
>;

/**
 * The contract holder a prefilled link names, as the form shows them and the receipt's PDF
 * repeats them: name, birth date, address.
 */
export function holderRows(holder: Holder, t: Say, locale: Locale): [string, string][] {
  const a = holder.address;
  return [
    [t('termination:prefilled.holder'), `${holder.givenNames} ${holder.familyName}`],
    [t('termination:holder.birthDate.legend'), formatIsoDate(holder.birthDate, locale)],
    [t('termination:prefilled.address'), `${a.street} ${a.houseNumber}, ${a.postalCode} ${a.city}`],
  ];
}

/** The numbers that identify the contract, those it has. */
export function contractNumberRows(contract: ContractNumbers, t: Say): [string, string][] {
  return (['phoneNumber', 'customerNumber', 'contractNumber'] as const).flatMap((field) => {
    const value = contract[field];
    return value ? [[t(`termination:contract.${field}`), value] as [string, string]] : [];
  });
}
