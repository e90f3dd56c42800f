import { endDateText } from '../../../src/documents/endDateText.ts';
import { contractNumberRows, holderRows } from '../../../src/documents/holderRows.ts';
import {
  cancellationTypeTexts,
  isReason,
  reasonTexts,
  serviceTypeTexts,
} from '../../../src/documents/terminationTexts.ts';
import type { Locale } from '../../../src/routes.ts';
import type { PdfRow } from '../../pdf.ts';
import { acknowledgementPdf } from '../support/receiptPdf.ts';
import { documentTexts } from '../support/texts.ts';
import type { StoredTermination } from './store.ts';

/** The file a termination's confirmation is saved under, in the document's language. */
export const receiptFileName = (brand: string, locale: Locale, id: string) =>
  documentTexts(brand, locale)('documents:termination.fileName', { id });

/**
 * The confirmation of receipt § 312k (4) BGB asks for, in the page's language and in the
 * words of its receipt page: what was terminated, how, when the contract ends, and the
 * date and time the termination arrived.
 */
export function receiptPdf(
  brand: { slug: string; name: string },
  locale: Locale,
  stored: StoredTermination,
): Promise<Uint8Array> {
  const t = documentTexts(brand.slug, locale);
  const { request, receipt } = stored;
  const { customer, contract } = request;
  const rows: PdfRow[] = [
    [t('termination:receipt.what'), t(serviceTypeTexts[request.serviceType].label)],
    [t('termination:receipt.type'), t(cancellationTypeTexts[request.cancellationType].label)],
  ];
  if (request.cancellationType === 'Special' && isReason(request.reason))
    rows.push([t('termination:receipt.reason'), t(reasonTexts[request.reason].label)]);
  if (request.reasonText)
    rows.push([t('termination:reasonText.label'), request.reasonText, 'quoted']);
  rows.push([
    t('termination:receipt.ends'),
    endDateText(t, locale, {
      effectiveDate: receipt.effectiveDate,
      requested: request.selectTerminationDate ? request.terminationDate : undefined,
    }),
  ]);
  // What the customer typed, each in its own quoted block.
  const typed = [
    ...contractNumberRows(contract, t),
    ...holderRows(customer, t, locale),
    [t('termination:email.label'), request.email],
    ...(stored.proofs.length ? [[t('termination:receipt.proofs'), stored.proofs.join(', ')]] : []),
  ] as [string, string][];
  rows.push(...typed.map(([label, value]): PdfRow => [label, value, 'quoted']));
  return acknowledgementPdf({
    locale,
    title: t('documents:termination.title'),
    labels: {
      receivedAt: t('termination:receipt.receivedAt'),
      reference: t('termination:receipt.reference'),
    },
    received: (at) => t('documents:termination.received', { at }),
    id: receipt.id,
    receivedAt: receipt.receivedAt,
    rows,
    next: [
      receipt.effectiveDate
        ? t('termination:receipt.nothingElse')
        : t('documents:termination.byMail', { email: request.email }),
    ],
    footer: t('documents:termination.footer', { brand: brand.name }),
  });
}
