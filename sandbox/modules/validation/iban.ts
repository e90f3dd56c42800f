import { electronicFormatIBAN, extractIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import type { IbanCheckResult } from '../../../src/api/contract/validation.ts';

/** A few well-known German banks by bank code (Bankleitzahl), for the bank name shown. */
const germanBanks: Record<string, { bic: string; bankName: string }> = {
  '37040044': { bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
  '10070000': { bic: 'DEUTDEBBXXX', bankName: 'Deutsche Bank' },
  '50010517': { bic: 'INGDDEFFXXX', bankName: 'ING-DiBa' },
  '12030000': { bic: 'BYLADEM1001', bankName: 'Deutsche Kreditbank' },
  '70150000': { bic: 'SSKMDEMMXXX', bankName: 'Stadtsparkasse München' },
  '10010010': { bic: 'PBNKDEFFXXX', bankName: 'Postbank' },
  '43060967': { bic: 'GENODEM1GLS', bankName: 'GLS Gemeinschaftsbank' },
  '10011001': { bic: 'NTSBDEB1XXX', bankName: 'N26 Bank' },
};

export type IbanCheck = { ok: true; result: IbanCheckResult } | { ok: false; message: string };

/**
 * ISO 13616 (country length and mod-97 check digits) via ibantools. A SEPA direct debit
 * needs an account in a SEPA country, so other valid IBANs are refused too.
 */
export function checkIban(typed: string): IbanCheck {
  const iban = electronicFormatIBAN(typed.trim());
  if (!iban || !isValidIBAN(iban))
    return { ok: false, message: 'The IBAN has a wrong length or check digits.' };
  if (!isSEPACountry(iban.slice(0, 2)))
    return { ok: false, message: 'A SEPA direct debit needs an account in a SEPA country.' };
  const { countryCode, bankIdentifier } = extractIBAN(iban);
  const bank = countryCode === 'DE' && bankIdentifier ? germanBanks[bankIdentifier] : undefined;
  return { ok: true, result: { iban, ...bank } };
}
