import { z } from '../../../api/contract/zod.ts';
import { idDocumentSchema, idDocumentTypes } from '../../../api/contract/identity.ts';
import { datePartsRule, localToday } from '../../step/dateParts.ts';
import { textField } from '../../step/fieldRules.ts';
import type { TextKey } from '../../../i18n/keys.ts';

/** Identity documents are issued for at most this many years; later years are typing mistakes. */
export const LONGEST_VALIDITY_YEARS = 30;

const fields = idDocumentSchema.shape;

/**
 * The rules of the ID data form: the contract's, each field with its own words (GOV.UK),
 * messages as text keys. `now` decides which documents have expired.
 */
export function idFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    nationality: textField({
      rule: fields.nationality,
      required: 'idData:errors.nationality.required',
      format: 'idData:errors.nationality.required',
    }),
    documentType: z.enum(idDocumentTypes, 'idData:errors.documentType.required' satisfies TextKey),
    documentNumber: textField({
      rule: fields.documentNumber,
      required: 'idData:errors.documentNumber.required',
      format: 'idData:errors.documentNumber.format',
      // Printed and typed with spaces and in lower case; the API wants neither.
      normalise: (number) => number.replace(/[\s-]+/g, '').toUpperCase(),
    }),
    issuingAuthority: textField({
      rule: fields.issuingAuthority,
      required: 'idData:errors.issuingAuthority.required',
      format: 'idData:errors.issuingAuthority.format',
    }),
    expiryDate: datePartsRule<'tooLate' | 'expired'>(
      'expiryDate',
      'idData:errors.expiryDate',
      () => {
        const today = localToday(now());
        return {
          today,
          when: 'notPast',
          latestYear: Number(today.slice(0, 4)) + LONGEST_VALIDITY_YEARS,
        };
      },
    ),
  });
}
