import type { Translate } from '../i18n/translate.ts';
import type { Locale } from '../routes.ts';
import { formatIsoDate } from '../ui/formatDate.ts';

export interface ContractEnd {
  /** The contract's last day as the API confirmed it; none when it follows by e-mail. */
  effectiveDate?: string | undefined;
  /** The later date the customer chose; none: as early as possible. */
  requested?: string | undefined;
}

/**
 * When the contract ends, in the words of the receipt page and of its PDF (the API
 * writes the PDF with the same function): the date, what it is, and why it is not the
 * one asked for — or that it follows by e-mail.
 */
export function endDateText(t: Translate, locale: Locale, end: ContractEnd): string {
  const requested = end.requested && formatIsoDate(end.requested, locale);
  if (!end.effectiveDate)
    return requested
      ? t('termination:receipt.endDate.requestedByMail', { requested })
      : t('termination:receipt.endDate.byMail');
  const date = formatIsoDate(end.effectiveDate, locale);
  if (!end.requested) return t('termination:receipt.endDate.earliest', { date });
  if (end.requested < end.effectiveDate)
    return t('termination:receipt.endDate.moved', { date, requested });
  return date;
}
